/**
 * Creates an embedded database folder and exits: run as a child process by
 * PGliteDriver.open for a folder that holds no database yet. Creating one runs
 * initdb in a second WebAssembly instance and copies its result over, which
 * took the server process to twice its usual memory once and for good (V8 keeps
 * the pages); in a process of its own that peak ends with the process.
 *   node pglite-init.js <dataDir> <sharedBuffersMb>
 */
import { PGliteDriver } from './pglite-driver.js';

const [dataDir, sharedBuffersMb] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-init <dataDir> <sharedBuffersMb>');
const driver = await PGliteDriver.open({ dataDir, sharedBuffersMb: Number(sharedBuffersMb) || 32, createApart: false });
await driver.close();
