import { ConfigError } from '../config.js';
import { StartupError } from '../db/startup.js';
import { DataDirBusy } from './data-dir-lock.js';

/**
 * The one line an entry point (npm start, svc, the example) prints for a failure a person can fix, or null
 * for anything else (which the entry point prints with its stack).
 */
export function fatalMessage(err: unknown): string | null {
  if (err instanceof ConfigError) return `configuration error: ${err.message}`;
  if (err instanceof StartupError) return err.message;
  if (err instanceof DataDirBusy) return `${err.message}; stop it first, or set DATA_DIR or DATABASE_URL`;
  return null;
}
