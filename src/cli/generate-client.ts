/**
 * `npm run client:generate`: rewrites the typed client's types from the
 * OpenAPI document the app serves (no server needed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from './openapi-document.js';
import { generateClientSchema, SCHEMA_FILE } from '../client/generate.js';

const root = path.resolve(import.meta.dirname, '../..');
const target = path.join(root, SCHEMA_FILE);
const source = await generateClientSchema(await buildOpenApiDocument());
const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
fs.writeFileSync(target, source);
console.log(before === source ? `${SCHEMA_FILE} is current` : `wrote ${SCHEMA_FILE}`);
