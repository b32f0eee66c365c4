import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { newId, publicId } from '../../lib/ids.js';
import { adoptStartTour, findHub } from '../hubs/service.js';
import { toTour } from './documents.js';
import { TOUR_FILE_FORMAT, TourFileError, type TourFileBody } from './import-format.js';
import { hasErrors, lintTour } from './lint.js';
import { mergeSteps } from './merge.js';
import * as repo from './repository.js';
import { publishTour, requireTour } from './service.js';

/**
 * Creates a tour from a parsed tour file in the transaction's data set: its
 * screens, its steps (with any narration already recorded) and, with `publish`,
 * its first frozen revision. A file with lint errors is refused whole.
 */
export async function importTour(
  deps: Pick<Deps, 'clock' | 'cursors' | 'config'>,
  tx: Tx,
  file: TourFileBody,
  opts: { hub?: string | null; publish?: boolean } = {},
) {
  const hub = opts.hub ? await findHub(tx, opts.hub) : null;
  if (opts.hub && !hub) throw new TourFileError(`no hub ${opts.hub} in this data set`);
  const screens: repo.ScreenRow[] = file.screens.map((s, i) => ({
    id: s.id,
    type: s.type,
    name: s.name ?? null,
    orderIndex: i,
    durationSecs: s.durationSecs ?? null,
    media: s.media,
    poster: s.poster ?? null,
  }));
  const mode = file.mode ?? 'self_playing';
  const merged = mergeSteps(
    [],
    screens,
    file.steps.map(({ narration: _, ...step }) => step),
  );
  const problems = lintTour({ steps: merged, screens, mode });
  if (hasErrors(problems)) throw new TourFileError('the tour has lint errors', problems);

  const id = newId();
  const version = newId();
  await repo.insertTour(tx, {
    id,
    publicId: file.publicId ?? publicId('tr_'),
    name: file.name,
    description: file.description ?? null,
    status: file.status ?? 'draft',
    isActive: file.isActive ?? true,
    isTemplate: file.template ?? false,
    mode,
    display: file.display ?? null,
    transition: file.transition ?? null,
    hubId: hub?.id ?? null,
    specVersion: version,
    now: deps.clock.now(),
  });
  await repo.insertScreens(tx, id, screens);
  await repo.writeSteps(
    tx,
    id,
    newId,
    merged.map((m) => {
      const narration = file.steps[m.input]!.narration;
      return { step: m.step, narrationUrl: narration?.url ?? null, narrationText: narration?.text ?? null };
    }),
  );
  if (hub) await adoptStartTour(tx, hub.id, id);
  const published = opts.publish ? await publishTour(deps, tx, id) : null;
  return { tour: toTour(await requireTour(tx, id)), version, problems, published };
}

/** The live rows of a tour as a tour file; importing it gives the same spec. */
export async function exportTour(tx: Tx, ref: string): Promise<TourFileBody> {
  const tour = await requireTour(tx, ref);
  const [screens, steps] = [await repo.listScreens(tx, tour.id), await repo.listSteps(tx, tour.id)];
  return {
    format: TOUR_FILE_FORMAT,
    publicId: tour.publicId,
    name: tour.name,
    description: tour.description,
    status: tour.status,
    isActive: tour.isActive,
    template: tour.isTemplate,
    mode: tour.mode,
    display: tour.display,
    transition: tour.transition,
    screens: screens.map((s) => ({
      id: s.id,
      type: s.type ?? 'image',
      name: s.name,
      media: s.media ?? '',
      poster: s.poster,
      durationSecs: s.durationSecs,
    })),
    steps: steps.map(({ narrationUrl, narrationText, ...step }) => ({
      ...step,
      narration: narrationUrl ? { url: narrationUrl, text: narrationText } : null,
    })),
  };
}
