import path from 'node:path';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { lintFromString, loadConfig } from '@redocly/openapi-core';

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

/** Spectral's OpenAPI ruleset (`spectral:oas`, its recommended rules), with no rule disabled: what .spectral.yaml says. */
export async function lintOpenApi(doc: unknown): Promise<LintResult[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas, 'recommended']] });
  return spectral.run(new Document(JSON.stringify(doc, null, 2), Parsers.Json, 'openapi.json'));
}

export interface RedoclyProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: string[];
}

/** Redocly's `recommended` ruleset, through the repository's redocly.yaml (which disables nothing). */
export async function lintOpenApiRedocly(doc: unknown): Promise<RedoclyProblem[]> {
  const config = await loadConfig({ configPath: path.resolve(import.meta.dirname, '../../redocly.yaml') });
  const problems = await lintFromString({ source: JSON.stringify(doc, null, 2), absoluteRef: 'openapi.json', config });
  return problems.map((p) => ({
    ruleId: p.ruleId,
    severity: p.severity,
    message: p.message,
    location: p.location.map((l) => l.pointer ?? ''),
  }));
}
