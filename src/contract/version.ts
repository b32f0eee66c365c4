import fs from 'node:fs';
import path from 'node:path';

/**
 * The one version of this build, from package.json: the OpenAPI documents' `info.version`, the landing index,
 * `svc --version` and the User-Agent of outbound requests all say this (src/ and dist/ sit at the same depth).
 */
export const SERVICE_VERSION = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }
).version;
