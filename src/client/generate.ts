import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** Where the generated types live, relative to the repository root. */
export const SCHEMA_FILE = 'src/client/schema.ts';
/** The page SDK's types of the runtime API (/runtime/v1), generated the same way. */
export const SDK_SCHEMA_FILE = 'sdk/src/api-schema.ts';

const SDK_HEADER = `/**
 * Types of the runtime API (/runtime/v1), generated from its OpenAPI document
 * by openapi-typescript. Do not edit: regenerate with \`npm run client:generate\`;
 * a test fails when this file and the document differ. sdk/src/api.ts names them.
 */

`;

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
  return HEADER + (await typesOf(document));
}

/** The TypeScript source of SDK_SCHEMA_FILE for the runtime API's document. */
export async function generateSdkSchema(document: Record<string, unknown>): Promise<string> {
  return SDK_HEADER + (await typesOf(document));
}

async function typesOf(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, {
    silent: true,
    transform: (_schema, { path }) =>
      path && RECURSIVE[path] ? ts.factory.createTypeReferenceNode(RECURSIVE[path]) : undefined,
  });
  return astToString(ast);
}
