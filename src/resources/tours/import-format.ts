import { Type, type Static } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { Nullable, StringEnum } from '../../contract/schemas.js';
import { ApiError, type LintProblemBody } from '../../contract/errors.js';
import { MAX_JSON_DEPTH } from '../../http/json-body.js';
import { jsonTooDeep } from '../../lib/json-depth.js';
import { TOUR_MODES, TOUR_STATUSES, TourSpecStepInput } from './schemas.js';

/**
 * The file `svc tours import` reads and `svc tours export` writes (docs/tours.md).
 * Tours are authored outside this API; this is how they get in and out.
 */
export const TOUR_FILE_FORMAT = 'concierge.tour/1';

const ImportScreen = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }),
  type: StringEnum(['image', 'video'] as const),
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  media: Type.String({ minLength: 1, maxLength: 2000 }),
  poster: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  durationSecs: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0 }))),
});

const ImportStep = Type.Intersect([
  TourSpecStepInput,
  Type.Object({
    ref: Type.String({ maxLength: 200 }),
    screen: Type.String({ maxLength: 200 }),
    body: Type.String({ maxLength: 20_000 }),
    narration: Type.Optional(
      Nullable(
        Type.Object({
          url: Type.String({ minLength: 1, maxLength: 2000 }),
          text: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
        }),
      ),
    ),
  }),
]);

export const TourFile = Type.Object({
  format: Type.Optional(Type.Literal(TOUR_FILE_FORMAT)),
  publicId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{3,64}$' })),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
  status: Type.Optional(StringEnum(TOUR_STATUSES)),
  isActive: Type.Optional(Type.Boolean()),
  template: Type.Optional(Type.Boolean()),
  mode: Type.Optional(StringEnum(TOUR_MODES)),
  display: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  transition: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  screens: Type.Array(ImportScreen, { minItems: 1, maxItems: 200 }),
  steps: Type.Array(ImportStep, { maxItems: 500 }),
});
export type TourFileBody = Static<typeof TourFile>;

const checkTourFile = new Ajv({ strict: false, allErrors: false }).compile(TourFile);

/** A tour file that cannot be imported; `problems` lists lint findings when there are any. */
export class TourFileError extends ApiError {
  constructor(message: string, problems: LintProblemBody[] = []) {
    super('invalid-request', message, problems.length > 0 ? { problems } : {});
  }
}

const pathOf = (pointer: string) =>
  pointer
    .split('/')
    .filter(Boolean)
    .map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`))
    .join('') || '(the file)';

/** Parses and checks a tour file; throws TourFileError naming the first field at fault. */
export function parseTourFile(content: string): TourFileBody {
  let data: unknown;
  // The same depth limit as every JSON body: the checks below recurse through what was parsed.
  if (jsonTooDeep(content, MAX_JSON_DEPTH))
    throw new TourFileError(`the file nests deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    data = JSON.parse(content);
  } catch (err) {
    throw new TourFileError(`the file is not JSON: ${(err as Error).message}`);
  }
  if (!checkTourFile(data)) {
    const first = checkTourFile.errors![0]!;
    const where =
      first.keyword === 'required'
        ? `${first.instancePath}/${String(first.params.missingProperty)}`
        : first.instancePath;
    throw new TourFileError(`${pathOf(where)}: ${first.message ?? 'is invalid'}`);
  }
  const file = data as TourFileBody;
  if (JSON.stringify(file).includes('\\u0000')) throw new TourFileError('the file holds NUL characters');
  const ids = new Set<string>();
  for (const [i, s] of file.screens.entries()) {
    if (ids.has(s.id)) throw new TourFileError(`screens[${i}].id: "${s.id}" is used by an earlier screen`);
    ids.add(s.id);
    if (s.type === 'video' && !s.durationSecs)
      throw new TourFileError(`screens[${i}].durationSecs: a video screen needs its duration`);
    if (s.type === 'image' && s.durationSecs)
      throw new TourFileError(`screens[${i}].durationSecs: only video screens have a duration`);
  }
  return file;
}
