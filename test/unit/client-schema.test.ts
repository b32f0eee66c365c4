import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/cli/openapi-document.js';
import { generateClientSchema, generateSdkSchema, SCHEMA_FILE, SDK_SCHEMA_FILE } from '../../src/client/generate.js';

/**
 * The typed client is kept in the repository; this regenerates it in memory
 * from the document the app serves and fails on any difference, so a schema
 * change without `npm run client:generate` cannot pass `npm test`.
 */
it('the generated client types match the served OpenAPI document', { timeout: 180_000 }, async () => {
  const fresh = await generateClientSchema(await buildOpenApiDocument({}));
  const kept = fs.readFileSync(path.resolve(import.meta.dirname, '../..', SCHEMA_FILE), 'utf8');
  if (kept !== fresh) {
    expect.fail(
      `${SCHEMA_FILE} is out of date with the OpenAPI document: run \`npm run client:generate\` and commit the result`,
    );
  }
  expect(fresh).toContain('"/v1/follow-ups/{id}/answer"');
});

/** The page SDK's types of the runtime API (sdk/src/api-schema.ts), held to the same rule. */
it('the page SDK types match the served runtime API document', { timeout: 180_000 }, async () => {
  const fresh = await generateSdkSchema(await buildOpenApiDocument({}, '/runtime/v1/openapi.json'));
  const kept = fs.readFileSync(path.resolve(import.meta.dirname, '../..', SDK_SCHEMA_FILE), 'utf8');
  if (kept !== fresh) {
    expect.fail(
      `${SDK_SCHEMA_FILE} is out of date with the runtime API's OpenAPI document: run \`npm run client:generate\` and commit the result`,
    );
  }
  expect(fresh).toContain('"/runtime/v1/sessions/{sessionId}/messages"');
});
