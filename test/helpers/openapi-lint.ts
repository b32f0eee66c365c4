import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';

const { Spectral, Document } = spectralCore as unknown as {
  Spectral: new () => { setRuleset(r: unknown): void; run(d: unknown): Promise<LintResult[]> };
  Document: new (text: string, parser: unknown, source: string) => unknown;
};
const Parsers = spectralParsers as unknown as { Json: unknown };

export interface LintResult {
  code: string | number;
  message: string;
  path: (string | number)[];
  severity: number;
}

/**
 * Spectral's OpenAPI ruleset, with one rule off: `oas3-operation-security-defined`
 * insists that scopes belong to OAuth flows, while OpenAPI 3.1 lets an HTTP
 * bearer requirement list role names, which is how operations state their scope.
 * The OpenAPI test checks those entries itself.
 */
export async function lintOpenApi(doc: unknown): Promise<LintResult[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas, 'recommended']], rules: { 'oas3-operation-security-defined': 'off' } });
  return spectral.run(new Document(JSON.stringify(doc, null, 2), Parsers.Json, 'openapi.json'));
}
