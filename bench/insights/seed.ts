import type { Database } from '../../src/db/database.js';

/**
 * Bulk activity for the insights bench, written with set-based SQL in the data
 * set's own transactions (so the tenant guard and the dirty-day triggers run as
 * they do for the service's writes). Shares of `rows`: sessions 40 %, tour
 * sittings 35 %, offer interactions 15 %, form leads 4 %, meetings 3 %, follow-ups 3 %.
 */
const SHARES = {
  conversations: 0.4,
  tour_sittings: 0.35,
  offer_interactions: 0.15,
  leads: 0.04,
  meetings: 0.03,
  follow_ups: 0.03,
};
const CHUNK = 100_000;
const VISITORS = 50_000;
const ACCOUNTS = 2_000;
const TOURS = 20;
const SOURCES = 40;

interface Span {
  /** Instants are spread uniformly over [start, start + days). */
  start: Date;
  days: number;
}

const at = `($1::timestamptz + (random() * $2::double precision * 86400) * interval '1 second')`;

const INSERTS: Record<keyof typeof SHARES, string> = {
  conversations: `INSERT INTO conversations (id, agent_id, visitor_id, source, message_count, started_at)
    SELECT gen_random_uuid(), (SELECT id FROM agents LIMIT 1), (SELECT id FROM bench_visitors WHERE n = 1 + (g::bigint * 7919) % ${VISITORS}),
           CASE WHEN g % 5 = 0 THEN 'direct' ELSE 'source-' || (g % ${SOURCES}) END, (g % 4), ${at}
    FROM generate_series(1, $3) g`,
  tour_sittings: `INSERT INTO tour_sittings (id, tour_id, visitor_id, email, source, started_at, ended_at, seconds, step_views, max_step, completed, cta_clicks, recorded_at)
    SELECT 'bench-' || gen_random_uuid(), (SELECT id FROM tours ORDER BY id OFFSET (g % ${TOURS}) LIMIT 1), NULL,
           CASE WHEN g % 3 = 0 THEN 'viewer' || (g % 5000) || '@example.com' END, 'embed', s, s + interval '90 seconds', 90, 1 + g % 6, g % 6, g % 6 = 5, (g % 11 = 0)::int, s
    FROM (SELECT g, ${at} AS s FROM generate_series(1, $3) g) x`,
  offer_interactions: `INSERT INTO offer_interactions (id, offer_id, kind, occurred_at, visitor_id, source)
    SELECT gen_random_uuid(), (SELECT id FROM offers LIMIT 1), (ARRAY['shown', 'shown', 'accepted', 'declined'])[1 + g % 4], ${at},
           (SELECT id FROM bench_visitors WHERE n = 1 + (g::bigint * 104729) % ${VISITORS}), 'source-' || (g % ${SOURCES})
    FROM generate_series(1, $3) g`,
  leads: `INSERT INTO leads (id, visitor_id, source, email, created_at, updated_at)
    SELECT gen_random_uuid(), (SELECT id FROM bench_visitors WHERE n = 1 + (g::bigint * 31) % ${VISITORS}), 'form_capture', 'lead' || g || '@example.com', s, s
    FROM (SELECT g, ${at} AS s FROM generate_series(1, $3) g) x`,
  meetings: `INSERT INTO meetings (id, visitor_id, booked_at)
    SELECT gen_random_uuid(), (SELECT id FROM bench_visitors WHERE n = 1 + (g::bigint * 37) % ${VISITORS}), ${at} FROM generate_series(1, $3) g`,
  follow_ups: `INSERT INTO follow_ups (id, question, reason, created_at)
    SELECT gen_random_uuid(), 'Bench question ' || (g % 3000) || '?', 'not covered', ${at} FROM generate_series(1, $3) g`,
};

async function setup(db: Database, tenant: string, now: Date): Promise<void> {
  await db.tenantTx(tenant, async (tx) => {
    await tx.query(
      `INSERT INTO agents (id, public_id, name, created_at, updated_at) VALUES (gen_random_uuid(), 'ag_bench_' || substr(md5($1), 1, 8), 'Bench agent', $2, $2)`,
      [tenant, now],
    );
    await tx.query(
      `INSERT INTO tours (id, public_id, name, spec_version, created_at, updated_at)
       SELECT gen_random_uuid(), 'tr_bench_' || substr(md5($1), 1, 6) || g, 'Bench tour ' || g, '1', $2, $2 FROM generate_series(1, ${TOURS}) g`,
      [tenant, now],
    );
    await tx.query(
      `INSERT INTO offers (id, name, format, goal, message, cta_action, created_at, updated_at)
       VALUES (gen_random_uuid(), 'Bench offer', 'toaster', 'engaged', 'Hello', '{"type":"none"}', $1, $1)`,
      [now],
    );
    await tx.query(
      `INSERT INTO accounts (domain, name, crm, created_at, updated_at)
       SELECT 'company' || g || '.example', 'Company ' || g, CASE WHEN g % 2 = 0 THEN '{"lifecycleStage":"lead","hasOpenDeal":true}'::jsonb END, $1, $1
       FROM generate_series(1, ${ACCOUNTS}) g`,
      [now],
    );
    await tx.query(
      `INSERT INTO visitors (id, email, intent_score, first_seen_at, last_seen_at, created_at, account_domain)
       SELECT gen_random_uuid(), CASE WHEN g % 2 = 0 THEN 'person' || g || '@example.com' END, (g * 17) % 101,
              $1::timestamptz - interval '400 days', $1::timestamptz - (g % 365) * interval '1 day', $1::timestamptz - interval '400 days',
              CASE WHEN g % 3 = 0 THEN 'company' || (1 + g % ${ACCOUNTS}) || '.example' END
       FROM generate_series(1, ${VISITORS}) g`,
      [now],
    );
  });
}

async function fill(db: Database, tenant: string, rows: number, span: Span): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, share] of Object.entries(SHARES) as Array<[keyof typeof SHARES, number]>) {
    const total = Math.round(rows * share);
    for (let done = 0; done < total; done += CHUNK) {
      const n = Math.min(CHUNK, total - done);
      await db.tenantTx(tenant, async (tx) => {
        // A numbered copy of the visitors, so each generated row picks one by arithmetic.
        await tx.query(
          `CREATE TEMP TABLE IF NOT EXISTS bench_visitors ON COMMIT DROP AS SELECT row_number() OVER (ORDER BY id) AS n, id FROM visitors`,
        );
        await tx.query(`CREATE INDEX IF NOT EXISTS bench_visitors_n ON bench_visitors (n)`);
        await tx.query(INSERTS[table], [span.start, span.days, n]);
      });
    }
    counts[table] = total;
  }
  return counts;
}

/** Knowledge gaps from the follow-ups, as the escalation path would have recorded them. */
async function gapsFromFollowUps(db: Database, tenant: string, since: Date): Promise<void> {
  await db.tenantTx(tenant, (tx) =>
    tx.query(
      `INSERT INTO knowledge_gaps (id, question, normalized, reason, follow_up_id, asked_at)
       SELECT gen_random_uuid(), question, lower(regexp_replace(question, '[^A-Za-z0-9 ]', '', 'g')), reason, id, created_at
       FROM follow_ups WHERE created_at >= $1`,
      [since],
    ),
  );
}

export async function seedActivity(
  db: Database,
  tenant: string,
  o: { rows: number; days: number; end: Date },
): Promise<Record<string, number>> {
  const start = new Date(o.end.getTime() - o.days * 86_400_000);
  await setup(db, tenant, o.end);
  const counts = await fill(db, tenant, o.rows, { start, days: o.days });
  await gapsFromFollowUps(db, tenant, start);
  return counts;
}

/** One more day of activity (at the bench's usual daily rate) on `day`. */
export async function seedNewDay(db: Database, tenant: string, o: { rows: number; day: Date }): Promise<void> {
  await fill(db, tenant, o.rows, { start: o.day, days: 1 });
  await gapsFromFollowUps(db, tenant, o.day);
}
