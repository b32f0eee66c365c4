import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGliteDriver } from '../../src/db/pglite-driver.js';
import { migrate } from '../../src/db/migrate.js';

/** Migrates one embedded database and dumps it; each test file boots from the dump in about a second. */
export default async function setup(project: TestProject) {
  const dir = path.resolve('.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-snapshot-${process.pid}.tar`);
  const driver = await PGliteDriver.open({ dataDir: null });
  await migrate(driver);
  const dump = await driver.pg.dumpDataDir('none');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await driver.close();
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** The run's migrated template database (never connect to it in tests: clone it). */
    postgresUrl: string;
    postgresTemplate: string;
  }
}
