import type { FixtureSeeder } from '../../modules.js';
import type { SeededVisitor } from '../visitors/fixtures.js';
import { createHub } from '../hubs/service.js';
import type { TourFileBody } from './import-format.js';
import { applyTourSpec, getTourSpec } from './service.js';
import { recordSitting } from './sittings.js';
import { importTour } from './transfer.js';

const DAY = 86_400_000;
const MEDIA = 'https://media.example.com/concierge/examples';

const overview: TourFileBody = {
  name: 'Product overview (example tour)',
  description: 'A sample tour of the main screens. Example data.',
  screens: [
    { id: 'home', type: 'image', name: 'Home (example)', media: `${MEDIA}/home.png` },
    { id: 'inbox', type: 'image', name: 'Inbox (example)', media: `${MEDIA}/inbox.png` },
    { id: 'reports', type: 'image', name: 'Reports (example)', media: `${MEDIA}/reports.png` },
  ],
  steps: [
    { ref: 'welcome', screen: 'home', title: 'Welcome (example)', body: 'This sample tour shows the three screens people use most.' },
    { ref: 'nav', screen: 'home', anchor: { region: [0, 0, 0.2, 1] }, title: 'Navigation', body: 'Everything is one click away in the sidebar.' },
    { ref: 'inbox', screen: 'inbox', anchor: { element: '#inbox-list' }, title: 'Inbox', body: 'Conversations arrive here, newest first.' },
    { ref: 'reply', screen: 'inbox', title: 'Reply fast', body: 'Answer from the same screen, or hand it to a teammate.' },
    { ref: 'reports', screen: 'reports', title: 'Reports', body: 'See what visitors asked about this week.', advance: 'auto', advanceAfterSecs: 6 },
  ],
};

const videoWalkthrough: TourFileBody = {
  name: 'Setup walkthrough (example video tour)',
  description: 'A sample agent-led tour with two video screens. Example data.',
  mode: 'agent_led',
  screens: [
    { id: 'install', type: 'video', name: 'Install the widget (example)', media: `${MEDIA}/install.mp4`, poster: `${MEDIA}/install.jpg`, durationSecs: 45 },
    { id: 'train', type: 'video', name: 'Add knowledge (example)', media: `${MEDIA}/train.mp4`, durationSecs: 30 },
    { id: 'done', type: 'image', name: 'All set (example)', media: `${MEDIA}/done.png` },
  ],
  steps: [
    {
      ref: 'snippet',
      screen: 'install',
      at: 2,
      title: 'Copy the snippet',
      body: 'Paste one line of script before the closing body tag.',
      advance: 'auto',
      advanceAfterSecs: 8,
      narrate: true,
      narration: { url: `${MEDIA}/narration/snippet.mp3` },
    },
    { ref: 'verify', screen: 'install', at: 20, title: 'Check it works', body: 'Reload your site; the agent says hello.', advance: 'auto', advanceAfterSecs: 10 },
    { ref: 'sources', screen: 'train', at: 3, title: 'Add your site', body: 'Point the agent at your pages and it reads them.', advance: 'auto', advanceAfterSecs: 12 },
    { ref: 'ask', screen: 'done', title: 'Questions?', body: 'Ask the agent anything about the setup.', advance: 'ask', openWhen: ['how do I install', 'setup help'] },
  ],
};

const draft: TourFileBody = {
  name: 'Reporting tour (example draft)',
  description: 'A sample tour still being written. Example data.',
  screens: [
    { id: 'filters', type: 'image', name: 'Filters (example)', media: `${MEDIA}/filters.png` },
    { id: 'export', type: 'image', name: 'Export (example)', media: `${MEDIA}/export.png` },
  ],
  steps: [
    { ref: 'range', screen: 'filters', title: 'Pick a range', body: 'Choose the days to report on.' },
    { ref: 'segment', screen: 'filters', title: 'Narrow it down', body: 'Filter by segment or source.' },
    { ref: 'csv', screen: 'export', title: 'Export', body: 'Download the table as CSV.' },
  ],
};

const SOURCES = ['embed', 'share', 'lightbox', 'chat'] as const;

/**
 * Example tours: a published image tour (with a later unpublished edit, so
 * `view=live` differs), a published agent-led tour with video screens, a draft,
 * a hub holding them, and sittings over the last 30 days (plus two operator
 * previews, which no read shows).
 */
export const tourFixtures: FixtureSeeder = {
  order: 30,
  async seed({ tx, deps, now, random, shared }) {
    const hub = await createHub(deps, tx, {
      name: 'Getting started (example hub)',
      description: 'Sample tours collected in one place. Example data.',
      publish: true,
    });
    const a = await importTour(deps, tx, overview, { hub: hub.id, publish: true });
    const b = await importTour(deps, tx, videoWalkthrough, { hub: hub.id, publish: true });
    const c = await importTour(deps, tx, draft, { hub: hub.id });
    const spec = await getTourSpec(tx, a.tour.id);
    const steps = spec.spec.steps.map((s) => (s.ref === 'welcome' ? { ...s, title: 'Welcome aboard (example, unpublished edit)' } : s));
    await applyTourSpec(deps, tx, a.tour.id, steps, spec.version);

    const visitors = (shared.get('visitors') as SeededVisitor[] | undefined) ?? [];
    const played = [
      { id: a.tour.id, steps: overview.steps.length },
      { id: b.tour.id, steps: videoWalkthrough.steps.length },
    ];
    let sittings = 0;
    // Within the 30 UTC days a default range covers, and over before `now`.
    const dayStart = Math.floor(now.getTime() / DAY) * DAY;
    const todaySpan = Math.max(0, now.getTime() - dayStart - 15 * 60_000);
    for (let day = 29; day >= 0; day--) {
      const plays = day === 0 && todaySpan === 0 ? 0 : 1 + Math.floor(random() * 3);
      for (let p = 0; p < plays; p++) {
        const tour = played[Math.floor(random() * played.length)]!;
        const visitor = random() < 0.7 ? visitors[Math.floor(random() * visitors.length)] : undefined;
        const reached = Math.floor(random() * tour.steps);
        const views = Array.from({ length: reached + 1 }, (_, i) => i);
        if (reached > 0 && random() < 0.3) views.push(reached - 1, reached);
        const completed = reached === tour.steps - 1;
        const startedAt = new Date(dayStart - day * DAY + Math.floor(random() * (day === 0 ? todaySpan : 22 * 3_600_000)));
        await recordSitting(deps, tx, {
          tourId: tour.id,
          visitorId: visitor?.id ?? null,
          email: visitor?.email ?? null,
          source: SOURCES[Math.floor(random() * SOURCES.length)]!,
          startedAt,
          endedAt: new Date(startedAt.getTime() + (10 + views.length * (5 + Math.floor(random() * 10))) * 1000),
          views,
          completed,
          ctaClicks: completed && random() < 0.5 ? 1 : 0,
        });
        sittings++;
      }
    }
    for (const tour of [a, c]) {
      const startedAt = new Date(now.getTime() - 2 * DAY);
      await recordSitting(deps, tx, { tourId: tour.tour.id, source: 'preview', startedAt, endedAt: new Date(startedAt.getTime() + 30_000), views: [0, 1], operator: true });
    }
    shared.set('tours', [a.tour, b.tour, c.tour].map((t) => ({ id: t.id, publicId: t.publicId, name: t.name })));
    shared.set('hubId', hub.id);
    return { tours: 3, hubs: 1, sittings };
  },
};
