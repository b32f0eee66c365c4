import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_MEANING, ERROR_STATUS, type ErrorCode } from '../contract/errors.js';

/**
 * The examples of the OpenAPI document: requests and answers recorded from a
 * freshly seeded sandbox by `npm run openapi:examples` (scripts/openapi-examples.ts),
 * with ids and times made fixed so the document is the same on every boot.
 * Checked in at openapi/examples.json; a test checks each against its schema.
 */
export const EXAMPLES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/examples.json');

export interface RecordedRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface ExamplesFile {
  operations: Record<string, { request?: RecordedRequest; responses: Record<string, unknown> }>;
  errors: Partial<Record<ErrorCode, unknown>>;
  webhooks: Record<string, unknown>;
}

export class OpenApiExamples {
  constructor(readonly file: ExamplesFile) {}

  static load(file = EXAMPLES_FILE): OpenApiExamples {
    const empty: ExamplesFile = { operations: {}, errors: {}, webhooks: {} };
    if (!fs.existsSync(file)) return new OpenApiExamples(empty);
    return new OpenApiExamples({ ...empty, ...(JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ExamplesFile>) });
  }

  request(operationId: string): RecordedRequest | undefined {
    return this.file.operations[operationId]?.request;
  }

  response(operationId: string, status: string): unknown {
    return this.file.operations[operationId]?.responses[status];
  }

  webhook(eventType: string): unknown {
    return this.file.webhooks[eventType];
  }

  /** A recorded answer with this code, or one made from the catalogue (codes a sandbox cannot provoke, such as `internal`). */
  errorExample(code: ErrorCode): unknown {
    return (
      this.file.errors[code] ?? {
        status: ERROR_STATUS[code],
        code,
        message: `${ERROR_MEANING[code][0]!.toUpperCase()}${ERROR_MEANING[code].slice(1)}.`,
        requestId: '0193a6f0-0000-4000-8000-000000000000',
      }
    );
  }
}
