/**
 * `npm run client:generate`: rewrites the typed client's types from the
 * OpenAPI document the app serves, and the page SDK's from the runtime API's
 * (no server needed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from './openapi-document.js';
import { generateClientSchema, generateSdkSchema, SCHEMA_FILE, SDK_SCHEMA_FILE } from '../client/generate.js';

const root = path.resolve(import.meta.dirname, '../..');

async function write(file: string, source: string): Promise<void> {
  const target = path.join(root, file);
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  fs.writeFileSync(target, source);
  console.log(before === source ? `${file} is current` : `wrote ${file}`);
}

await write(SCHEMA_FILE, await generateClientSchema(await buildOpenApiDocument()));
await write(
  SDK_SCHEMA_FILE,
  await generateSdkSchema(await buildOpenApiDocument(process.env, '/runtime/v1/openapi.json')),
);
