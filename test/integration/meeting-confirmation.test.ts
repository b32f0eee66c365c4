import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, openTestDatabase, type Harness } from '../helpers/harness.js';
import { startSmtpServer } from '../helpers/smtp.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { say, startVisit, type Visit } from '../helpers/runtime.js';
import { ManualClock } from '../../src/clock.js';
import type { Database } from '../../src/db/database.js';
import { createMailer } from '../../src/platform/mail/mailer.js';
import { CONFIRMATION_JOB } from '../../src/resources/meetings/confirmation.js';

/**
 * A booked meeting sends the visitor a confirmation with a calendar
 * invitation: the mail job commits with the booking and the worker sends it to
 * a real SMTP server on loopback; the test reads the mail as a mail client
 * would (mailparser) and the invitation as a calendar would (ical.js).
 */
// Monday 23 November 2026, 07:00 UTC: the sample agent books 9-to-5 Berlin time, 30 minutes.
const clock = new ManualClock('2026-11-23T07:00:00.000Z');
let db: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let llm: FakeOpenAI;
let h: Harness;
beforeAll(async () => {
  db = await openTestDatabase();
  smtp = await startSmtpServer();
  llm = await startFakeOpenAI();
  // The page's bookings go through the runtime route; the conversation's through the model (the fake server's tool calls).
  h = await createHarness({
    db,
    clock,
    mailer: createMailer({ smtpUrl: smtp.url, smtpFrom: 'Example Reps <reps@example.com>' }),
    config: { llm: { url: llm.url, model: 'fake-model', apiKey: 'test-key' }, llmTimeoutMs: 5000 },
  });
  // The machine is shared: starting a service, a database and a browser can take long under load.
}, 300_000);
afterAll(async () => {
  await h?.close();
  await smtp?.close();
  await llm?.close();
  await db?.close();
});

const bearer = (v: Visit) => ({ authorization: `Bearer ${v.token}` });

async function visit(harness: Harness) {
  const ws = await harness.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  const anon = harness.anonymous();
  return {
    api,
    agent,
    anon,
    v: await startVisit(anon, agent.publicId, { page: { url: 'https://www.example.com/pricing' } }),
  };
}

const jobsFor = async (meetingId: string) =>
  (
    await db.query<{ status: string }>(`SELECT status FROM jobs WHERE kind = $1 AND payload->>'meetingId' = $2`, [
      CONFIRMATION_JOB,
      meetingId,
    ])
  ).rows;

async function mailTo(address: string) {
  await h.worker().drain({ kinds: [CONFIRMATION_JOB], maxRounds: 3 });
  const raw = smtp.received.filter((m) => m.to.includes(address));
  expect(raw).toHaveLength(1);
  return simpleParser(raw[0]!.raw);
}

/** The one VEVENT of the invitation, parsed by a calendar library. */
function invitation(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const event = cal.getFirstSubcomponent('vevent')!;
  const prop = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: prop('uid'),
    start: (prop('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (prop('dtend') as ICAL.Time).toJSDate().toISOString(),
    startIsUtc: (prop('dtstart') as ICAL.Time).zone === ICAL.Timezone.utcTimezone,
    summary: prop('summary'),
    organizer: String(prop('organizer')).toLowerCase(),
    attendee: String(prop('attendee')).toLowerCase(),
  };
}

describe('the meeting confirmation', () => {
  it('a booking from the page sends the visitor a mail with an invitation whose times match the meeting', async () => {
    const { api, anon, v } = await visit(h);
    const booked = await anon.post(
      `/runtime/v1/sessions/${v.sessionId}/meetings`,
      { startAt: '2026-11-24T08:00:00.000Z', email: 'ines@example.org', name: 'Inés de la Cruz' },
      { idem: false, headers: bearer(v) },
    );
    expect(booked.status).toBe(201);
    expect(booked.body.confirmationEmail).toBe(true);
    // The job committed with the booking; nothing was sent inside the request.
    expect(await jobsFor(booked.body.id)).toEqual([{ status: 'queued' }]);
    expect(smtp.received.filter((m) => m.to.includes('ines@example.org'))).toHaveLength(0);

    const mail = await mailTo('ines@example.org');
    // Sent: the job is finished (the queue keeps no done jobs).
    expect(await jobsFor(booked.body.id)).not.toContainEqual({ status: 'queued' });
    expect(mail.subject).toMatch(/^Confirmed: Meeting with /);
    // 08:00 UTC is 09:00 in Berlin, the agent's booking time zone.
    expect(mail.text).toMatch(
      /Hi Inés de la Cruz,[\s\S]*Tuesday,? 24 November 2026 at 09:00 \(Europe\/Berlin\), 30 minutes/,
    );
    const ics = mail.attachments.find((a) => a.filename === 'invite.ics' || a.contentType.startsWith('text/calendar'));
    expect(ics).toBeDefined();
    const event = invitation(ics!.content.toString('utf8'));
    const meeting = (await api.get(`/v1/meetings/${booked.body.id}`)).body;
    expect(event).toMatchObject({
      method: 'REQUEST',
      uid: `meeting.${booked.body.id}@example.com`,
      start: meeting.startAt,
      end: new Date(Date.parse(meeting.startAt) + meeting.durationMinutes * 60_000).toISOString(),
      startIsUtc: true,
      organizer: 'mailto:reps@example.com',
      attendee: 'mailto:ines@example.org',
    });
    expect(event.summary).toMatch(/^Meeting with /);
    // The /v1 contract is unchanged: the management API's Meeting has no such field.
    expect(meeting).not.toHaveProperty('confirmationEmail');
  });

  it('a booking the agent makes in the conversation (the model path) sends one too', async () => {
    const { anon, v } = await visit(h);
    llm.respond = (req) =>
      req.body.messages!.some((m) => m.role === 'tool')
        ? { text: 'Booked for Wednesday at 10:00.' }
        : {
            toolCalls: [
              {
                name: 'book_meeting',
                args: { startAt: '2026-11-25T09:00:00.000Z', email: 'omar@example.net', name: 'Omar Haddad' },
              },
            ],
          };
    const res = await say(anon, v, 'Please book Wednesday 10:00 for Omar Haddad, omar@example.net');
    expect(res.status).toBe(200);
    const mail = await mailTo('omar@example.net');
    const event = invitation(mail.attachments.find((a) => a.filename === 'invite.ics')!.content.toString('utf8'));
    expect(event).toMatchObject({
      method: 'REQUEST',
      start: '2026-11-25T09:00:00.000Z',
      end: '2026-11-25T09:30:00.000Z',
      attendee: 'mailto:omar@example.net',
    });
  });

  it('without a mailbox nothing is queued and the booking says no confirmation goes out', async () => {
    const { anon, v } = await visit(h);
    // The same service with SMTP_URL unset: the mailer such a process builds.
    const mailer = h.deps.mailer;
    h.deps.mailer = createMailer({ smtpUrl: null, smtpFrom: null });
    try {
      const booked = await anon.post(
        `/runtime/v1/sessions/${v.sessionId}/meetings`,
        { startAt: '2026-11-24T09:00:00.000Z', email: 'nomail@example.org', name: 'No Mail' },
        { idem: false, headers: bearer(v) },
      );
      expect(booked.status).toBe(201);
      expect(booked.body.confirmationEmail).toBe(false);
      expect(await jobsFor(booked.body.id)).toEqual([]);
    } finally {
      h.deps.mailer = mailer;
    }
  });

  it('the runtime OpenAPI document describes the field', async () => {
    const doc = (await h.anonymous().get('/runtime/v1/openapi.json')).body;
    expect(doc.components.schemas.RuntimeMeeting.required).toContain('confirmationEmail');
    expect(
      doc.paths['/runtime/v1/sessions/{sessionId}/meetings'].post.responses['201'].content['application/json'].schema
        .$ref,
    ).toBe('#/components/schemas/RuntimeMeeting');
  });
});
