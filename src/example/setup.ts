import { createHash } from 'node:crypto';
import type { Deps } from '../deps.js';
import type { TenantTx } from '../db/types.js';
import { parseUrl } from '../lib/http-url.js';
import { OutboundGuard, type Resolver } from '../platform/outbound/guard.js';
import { createKey } from '../platform/keys/service.js';
import { listWorkspaces } from '../platform/workspaces/repository.js';
import { createWorkspace } from '../platform/workspaces/service.js';
import { putAction } from '../resources/actions/service.js';
import { createAgent, listAgents, updateAgent } from '../resources/agents/service.js';
import { addSource, deleteSource, listSources } from '../resources/knowledge/service.js';
import { createOffer, listOffers } from '../resources/offers/service.js';
import type { OfferCreateBody } from '../resources/offers/schemas.js';
import { findTour } from '../resources/tours/service.js';
import { importTour } from '../resources/tours/transfer.js';
import type { TourFileBody } from '../resources/tours/import-format.js';

export const EXAMPLE_WORKSPACE = 'Example: Lumen Ledger';
export const EXAMPLE_AGENT = 'Lumen Ledger assistant';

/**
 * The outbound guard of the example process (it replaces `deps.outbound` before
 * anything calls out): the example site runs on this machine (loopback, which
 * the service otherwise never fetches), so exactly its origin is allowed, and
 * every other URL goes through the normal rule.
 */
export class ExampleSiteGuard extends OutboundGuard {
  constructor(
    readonly siteOrigin: string,
    allow: readonly string[],
    resolver?: Resolver,
  ) {
    super(allow, resolver);
    if (!/^http:\/\/(127\.0\.0\.1|\[::1\]):\d+$/.test(siteOrigin))
      throw new Error('the example site must listen on a loopback address literal');
  }

  override async checkUrl(raw: string, opts: { resolve?: boolean } = {}): Promise<URL> {
    const url = parseUrl(raw);
    if (url && url.origin === this.siteOrigin && !url.username && !url.password) return url;
    return super.checkUrl(raw, opts);
  }
}

export interface ExampleState {
  workspaceId: string;
  tenant: string;
  agentId: string;
  publicId: string;
  tourPublicId: string;
  sourceId: string;
  /** A management API key, created with the workspace (shown once). */
  newKey: string | null;
}

const tourFile = (siteOrigin: string, publicId: string): TourFileBody => ({
  format: 'concierge.tour/1',
  publicId,
  name: 'Lumen Ledger in one minute',
  description: 'A short walk through the dashboard, invoices and reports.',
  status: 'draft',
  mode: 'agent_led',
  screens: [
    { id: 'dashboard', type: 'image', name: 'Dashboard', media: `${siteOrigin}/media/dashboard.svg` },
    { id: 'invoices', type: 'image', name: 'Invoices', media: `${siteOrigin}/media/invoices.svg` },
    { id: 'reports', type: 'image', name: 'Reports', media: `${siteOrigin}/media/reports.svg` },
  ],
  steps: [
    {
      ref: 'welcome',
      screen: 'dashboard',
      title: 'Welcome to Lumen Ledger',
      body: 'This is your dashboard: everything that needs you today, on one screen.',
      narrate: true,
      narration: { url: `${siteOrigin}/media/welcome.wav`, text: 'A short chime.' },
    },
    {
      ref: 'cash',
      screen: 'dashboard',
      anchor: { region: [0.04, 0.16, 0.42, 0.38] },
      title: 'Your cash at a glance',
      body: 'Bank feeds update your balance every night, across all your accounts.',
    },
    {
      ref: 'invoices',
      screen: 'invoices',
      anchor: { region: [0.6, 0.3, 0.36, 0.42] },
      title: 'Invoices that chase themselves',
      body: 'Paid invoices are matched to the bank; late ones get a polite reminder.',
      advance: 'auto',
      advanceAfterSecs: 3,
    },
    {
      ref: 'reports',
      screen: 'reports',
      title: 'Reports for your accountant',
      body: 'VAT returns and exports are ready when you are. Questions? Ask the assistant.',
      advance: 'ask',
      openWhen: ['vat report', 'accountant export'],
    },
    {
      ref: 'start',
      screen: 'reports',
      anchor: { element: '#get-started' },
      title: 'Start here',
      body: 'Try it free for 30 days; no credit card needed.',
    },
  ],
});

const offers = (): OfferCreateBody[] => [
  {
    name: 'Annual billing walkthrough (example)',
    format: 'toaster',
    goal: 'meeting_booked',
    headline: 'Two months free on annual plans',
    message: 'Switch to annual billing and get two months free. Want a 20-minute walkthrough with our team first?',
    chips: ['How does annual billing work?'],
    ctaLabel: 'Book a walkthrough',
    ctaAction: { type: 'book_meeting' },
    deploy: { live: true, presentation: 'toast', includePages: ['/pricing'], afterSeconds: 3 },
  },
  {
    name: 'Free onboarding session (example)',
    format: 'in_chat',
    // Offered to visitors who already left their email too (a lead-capture offer is skipped for them).
    goal: 'meeting_booked',
    headline: 'Free onboarding session',
    message: 'New customers get a free one-hour onboarding session with an accountant from our team.',
    ctaLabel: 'Pick a time',
    ctaAction: { type: 'book_meeting' },
  },
];

async function findOrCreateWorkspace(deps: Deps): Promise<{ id: string; created: boolean }> {
  const found = (await listWorkspaces(deps.db)).find((w) => w.name === EXAMPLE_WORKSPACE);
  if (found) return { id: found.id, created: false };
  const ws = await createWorkspace(deps, { name: EXAMPLE_WORKSPACE, seedSandbox: false });
  if (!ws) throw new Error('could not create the example workspace');
  return { id: ws.id, created: true };
}

/** The agent, its Actions, the published tour and the offers, in one transaction of the example's live data. */
async function setupData(deps: Deps, tx: TenantTx, siteOrigin: string) {
  const booking = {
    timezone: 'Europe/Berlin',
    durationMinutes: 30,
    minimumNoticeMinutes: 60,
    horizonDays: 14,
    availability: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({
      day: day as 'mon',
      start: '09:00',
      end: '17:00',
    })),
  };
  const settings = {
    greeting:
      'Hi! I am the Lumen Ledger assistant. Ask me about plans, security or getting started, or book a call with our team.',
    allowedOrigins: [siteOrigin],
    theme: { accentColor: '#0f766e' },
    launcher: { label: 'Chat with us' },
    booking,
  };
  const existing = (await listAgents(deps, tx, { limit: 200 })).items.find((a) => a.name === EXAMPLE_AGENT);
  const agent = existing
    ? await updateAgent(deps, tx, existing.id, { allowedOrigins: [siteOrigin] })
    : await createAgent(deps, tx, { name: EXAMPLE_AGENT, ...settings });

  // One tour per site origin: its pictures live on the site.
  const tourPublicId = `lumen-tour-${createHash('sha256').update(siteOrigin).digest('hex').slice(0, 8)}`;
  if (!(await findTour(tx, tourPublicId)))
    await importTour(deps, tx, tourFile(siteOrigin, tourPublicId), { publish: true });

  await putAction(deps, tx, agent.id, 'pricing-help', {
    name: 'Help choosing a plan',
    task: 'Ask about team size and what they need, recommend a plan and offer a call.',
    opens: { kind: 'conversation' },
    destination: `${siteOrigin}/pricing`,
  });
  await putAction(deps, tx, agent.id, 'book-demo', {
    name: 'Book a demo',
    task: 'Book a 30-minute demo with the team.',
    opens: { kind: 'meeting' },
  });
  await putAction(deps, tx, agent.id, 'product-tour', {
    name: 'Product tour',
    task: 'Show the product tour.',
    opens: { kind: 'tour', tourPublicId },
  });

  const names = new Set((await listOffers(tx, {})).items.map((o) => o.name));
  for (const o of offers()) if (!names.has(o.name)) await createOffer(deps, tx, o);
  return { agent, tourPublicId };
}

/**
 * Sets the example up on first start (and keeps it pointing at the running
 * site on later starts): a workspace of its own, the agent allowed on the
 * site's origin, its Actions, a published tour, a live offer and the site's
 * sitemap as the agent's knowledge source, read by the worker through the
 * normal ingestion path.
 */
export async function setupExample(deps: Deps, siteOrigin: string): Promise<ExampleState> {
  deps.outbound = new ExampleSiteGuard(siteOrigin, deps.config.outboundAllow, deps.outbound.resolver);
  const ws = await findOrCreateWorkspace(deps);
  const sitemap = `${siteOrigin}/sitemap.xml`;
  const state = await deps.db.tenantTx(ws.id, async (tx) => {
    const { agent, tourPublicId } = await setupData(deps, tx, siteOrigin);
    const baseId = agent.personalBaseId!;
    const sources = (await listSources(deps, tx, { limit: 200, baseId })).items;
    // A site that moved to another port: its old pages are dropped, the new ones read.
    for (const s of sources) if (s.url !== sitemap) await deleteSource(tx, s.id);
    const source = sources.find((s) => s.url === sitemap) ?? (await addSource(deps, tx, baseId, { url: sitemap }));
    return { agentId: agent.id, publicId: agent.publicId, tourPublicId, sourceId: source.id };
  });
  const newKey = ws.created
    ? (await createKey(deps, { workspaceId: ws.id, mode: 'live', allScopes: true, name: 'example' })).key
    : null;
  return { workspaceId: ws.id, tenant: ws.id, ...state, newKey };
}
