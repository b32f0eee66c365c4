import type { SpecScreen, SpecStep } from './model.js';
import type { ScreenRow, StepRow, TourRow } from './repository.js';
import type { TourBody, TourDocumentBody, TourSpecBody } from './schemas.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toTour(t: TourRow): TourBody {
  return {
    id: t.id,
    publicId: t.publicId,
    name: t.name,
    description: t.description,
    status: t.status,
    isActive: t.isActive,
    hubId: t.hubId,
    publishedAt: iso(t.publishedAt),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** Only the authoring fields of a step (stored rows carry narration too). */
const specStepOf = (s: SpecStep): SpecStep => ({
  ref: s.ref,
  screen: s.screen,
  at: s.at,
  anchor: s.anchor,
  title: s.title,
  body: s.body,
  advance: s.advance,
  advanceAfterSecs: s.advanceAfterSecs,
  narrate: s.narrate,
  openWhen: s.openWhen,
});

export function toSpec(t: TourRow, screens: readonly SpecScreen[], steps: readonly SpecStep[]): TourSpecBody {
  return {
    tour: {
      id: t.id,
      publicId: t.publicId,
      name: t.name,
      description: t.description,
      mode: t.mode,
      display: t.display,
      transition: t.transition,
    },
    screens: screens.map((s) => ({
      id: s.id,
      type: s.type,
      name: s.name,
      orderIndex: s.orderIndex,
      durationSecs: s.durationSecs,
    })),
    steps: steps.map(specStepOf),
  };
}

/**
 * The player's document from live rows, media as stored (paths unresolved): a
 * frozen revision keeps exactly this, so a later change of SVC_PUBLIC_URL still
 * resolves its media.
 */
export function buildDocument(
  t: TourRow,
  screens: readonly ScreenRow[],
  steps: readonly StepRow[],
  publishedVersion: number | null,
): TourDocumentBody {
  return {
    tourId: t.id,
    publicId: t.publicId,
    name: t.name,
    description: t.description,
    display: t.display,
    transition: t.transition,
    mode: t.mode,
    publishedVersion,
    screens: screens.map((s) => ({
      id: s.id,
      type: s.type,
      name: s.name,
      orderIndex: s.orderIndex,
      durationSecs: s.durationSecs,
      mediaUrl: s.media,
      posterUrl: s.poster,
    })),
    guides: steps.map((s, index) => ({ index, ...specStepOf(s), narrationUrl: s.narrate ? s.narrationUrl : null })),
  };
}

/** An absolute URL stays; a path is served beside the API, under SVC_PUBLIC_URL. */
export function resolveMediaUrl(url: string | null, publicUrl: string): string | null {
  if (url === null || url === '') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `${new URL(publicUrl).protocol}${url}`;
  return `${publicUrl}/${url.replace(/^\/+/, '')}`;
}

export function resolveDocument(doc: TourDocumentBody, publicUrl: string): TourDocumentBody {
  return {
    ...doc,
    screens: doc.screens.map((s) => ({
      ...s,
      mediaUrl: resolveMediaUrl(s.mediaUrl, publicUrl),
      posterUrl: resolveMediaUrl(s.posterUrl, publicUrl),
    })),
    guides: doc.guides.map((g) => ({ ...g, narrationUrl: resolveMediaUrl(g.narrationUrl, publicUrl) })),
  };
}
