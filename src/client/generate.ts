import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** Where the generated types live, relative to the repository root. */
export const SCHEMA_FILE = 'src/client/schema.ts';

const HEADER = `/**
 * Types of the Concierge API (paths, operations, components), generated from
 * its OpenAPI document by openapi-typescript. Do not edit: regenerate with
 * \`npm run client:generate\`; a test fails when this file and the document differ.
 */

/** Any JSON value (the document's recursive JsonValue schema). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

`;

/**
 * TypeScript cannot follow a type that names itself through
 * components["schemas"][…], so the recursive JsonValue schema becomes the
 * alias above.
 */
const RECURSIVE: Record<string, string> = { '#/components/schemas/JsonValue': 'JsonValue' };

/** The TypeScript source of SCHEMA_FILE for an OpenAPI document. */
export async function generateClientSchema(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, {
    silent: true,
    transform: (_schema, { path }) => (path && RECURSIVE[path] ? ts.factory.createTypeReferenceNode(RECURSIVE[path]) : undefined),
  });
  return HEADER + astToString(ast);
}
