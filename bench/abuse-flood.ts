/**
 * The public surface under abuse (issue 25, rows 3 and 6), replayed against a
 * real `svc server` on loopback with a fresh PostgreSQL database:
 *
 *   flock /work/wt/cpu.lock node --import tsx bench/abuse-flood.ts [--seconds=60] [--fuzz=400]
 *
 * 1. Flood: one client address starts a session, sends ten uncovered
 *    questions, and repeats (a new session, so a new visitor, each time) for
 *    `--seconds`. Prints requests accepted and refused (429), rows recorded
 *    (sessions, user messages, follow-ups) and follow-ups opened per address.
 * 2. Fuzz: `--fuzz` requests to the runtime API whose string fields hold lone
 *    surrogates, NUL and other control characters. Prints the answers by
 *    status (5xx must be 0) and the share refused as unstorable (400).
 *
 * Figures go to docs/operations.md ("Limits per client address").
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, svc } from '../test/helpers/processes.js';
import { freshPostgres } from './lib.js';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const SECONDS = arg('seconds', 60);
const FUZZ = arg('fuzz', 400);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const db = await freshPostgres('abuse_flood');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-abuse-'));
const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: db.url, LOG_LEVEL: 'warn' };
const server = await startServer(env);
try {
  const made = await svc(['keys', 'create', '--mode', 'test', '--all-scopes', '--json'], env);
  const key = JSON.parse(made.stdout).key as string;
  const agents = (await (
    await fetch(`${server.url}/agents`, { headers: { authorization: `Bearer ${key}` } })
  ).json()) as { items: Array<{ publicId: string }> };
  const publicId = agents.items[0]!.publicId;
  const base = server.url.replace(/\/v1$/, '');
  const post = async (p: string, body: unknown, token?: string) => {
    const res = await fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text };
  };

  const c = new pg.Client(db.url);
  await c.connect();
  // 1. The flood.
  if (ONLY !== 'fuzz') {
    const started = Date.now();
    const count = { sessions: 0, sessionRefused: 0, turns: 0, turnRefused: 0, other: 0 };
    const visitors: string[] = [];
    for (let i = 0; Date.now() - started < SECONDS * 1000; i++) {
      const s = await post(`/runtime/v1/agents/${publicId}/sessions`, {
        page: { url: 'https://www.example.com/pricing' },
      });
      if (s.status === 429) {
        count.sessionRefused++;
        continue;
      }
      if (s.status !== 201) {
        count.other++;
        continue;
      }
      count.sessions++;
      const session = JSON.parse(s.text);
      visitors.push(session.visitorId);
      for (let j = 0; j < 10; j++) {
        const r = await post(
          `/runtime/v1/sessions/${session.sessionId}/messages`,
          { text: `Do you support the zorblax ${i}-${j} interchange with quantel fibres?` },
          session.visitorToken,
        );
        if (r.status === 200) count.turns++;
        else if (r.status === 429) count.turnRefused++;
        else count.other++;
      }
    }
    const elapsed = (Date.now() - started) / 1000;
    const rows = async (sql: string) => Number((await c.query(sql, [visitors])).rows[0].n);
    const recorded = {
      visits: await rows(`SELECT count(*) AS n FROM visits WHERE visitor_id = ANY($1::uuid[])`),
      userMessages: await rows(
        `SELECT count(*) AS n FROM messages m JOIN conversations v ON v.id = m.conversation_id WHERE v.visitor_id = ANY($1::uuid[]) AND m.role = 'user'`,
      ),
      messageRows: await rows(
        `SELECT count(*) AS n FROM messages m JOIN conversations v ON v.id = m.conversation_id WHERE v.visitor_id = ANY($1::uuid[])`,
      ),
      followUps: await rows(`SELECT count(*) AS n FROM follow_ups WHERE visitor_id = ANY($1::uuid[])`),
    };
    console.log(`flood: one address, ${elapsed.toFixed(1)} s, load ${load()}`);
    console.log(`  session starts: ${count.sessions} accepted, ${count.sessionRefused} refused (429)`);
    console.log(`  turns:          ${count.turns} accepted, ${count.turnRefused} refused (429), ${count.other} other`);
    console.log(
      `  recorded:       ${recorded.visits} visits, ${recorded.userMessages} user messages (${recorded.messageRows} message rows), ${recorded.followUps} follow-ups opened by the address`,
    );
  }

  // 2. The fuzz: hostile text in the string fields of the runtime's write bodies. Each request comes from its own
  // loopback address (127.0.1.x, bound as the socket's local address), so the per-address limits the flood
  // spent do not answer for the routes; the share of 429 is printed all the same.
  let n = 0;
  const fromAddress = (p: string, body: string, token?: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const u = new URL(`${base}${p}`);
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: 'POST',
          localAddress: `127.0.${1 + Math.floor(n / 250)}.${1 + (n++ % 250)}`,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const postFrom = (p: string, body: unknown, token?: string) =>
    fromAddress(p, typeof body === 'string' ? body : JSON.stringify(body), token);
  const hostile = ['\ud800', 'a\udc00', '\u0000', 'x\u0000y', '\u001b[2J', '\u009b31m', '\u202e', '\u0007\u0008', 'ok'];
  const statuses = new Map<number, number>();
  const s = await postFrom(`/runtime/v1/agents/${publicId}/sessions`, { page: { url: 'https://www.example.com/' } });
  const session = s.status === 201 ? JSON.parse(s.text) : null;
  for (let i = 0; i < FUZZ; i++) {
    const h = hostile[i % hostile.length]!;
    const pick = i % 6;
    const res =
      pick === 0
        ? await postFrom(`/runtime/v1/agents/${publicId}/sessions`, {
            page: { url: 'https://www.example.com/', title: h, referrer: '' },
            utm: { source: h },
          })
        : pick === 1 && session
          ? await postFrom(
              `/runtime/v1/sessions/${session.sessionId}/messages`,
              { text: `hi ${h}`, clientMessageId: `c${i}${h}` },
              session.visitorToken,
            )
          : pick === 2 && session
            ? await postFrom(
                `/runtime/v1/sessions/${session.sessionId}/events`,
                { type: 'form.submitted', formId: `f${h}`, fields: { [`k${h}`]: h } },
                session.visitorToken,
              )
            : pick === 3 && session
              ? await postFrom(
                  `/runtime/v1/sessions/${session.sessionId}/meetings`,
                  { startAt: '2030-01-01T10:00:00Z', email: `a${h}@b.test`, name: h },
                  session.visitorToken,
                )
              : pick === 4 && session
                ? await postFrom(
                    `/runtime/v1/sessions/${session.sessionId}/events`,
                    { type: 'page.viewed', url: `https://www.example.com/${h}`, title: h },
                    session.visitorToken,
                  )
                : await postFrom(
                    `/runtime/v1/agents/${publicId}/sessions`,
                    JSON.stringify({ page: { url: 'https://www.example.com/', title: h } }),
                  );
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  await c.end();
  const fivexx = [...statuses].filter(([st]) => st >= 500).reduce((a, [, n]) => a + n, 0);
  console.log(
    `fuzz: ${FUZZ} runtime requests with lone surrogates, NUL and control characters in string fields, load ${load()}`,
  );
  console.log(
    `  by status: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([st, n]) => `${st}: ${n}`)
      .join(', ')}`,
  );
  console.log(`  5xx: ${fivexx}`);
} finally {
  server.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await db.drop().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
