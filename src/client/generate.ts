import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live, relative to the repository root. */
export const SCHEMA_FILE = 'src/client/schema.ts';

const HEADER = `/**
 * Types of the Concierge API (paths, operations, components), generated from
 * its OpenAPI document by openapi-typescript. Do not edit: regenerate with
 * \`npm run client:generate\`; a test fails when this file and the document differ.
 */

`;

/** The TypeScript source of SCHEMA_FILE for an OpenAPI document. */
export async function generateClientSchema(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { silent: true });
  return HEADER + astToString(ast);
}
