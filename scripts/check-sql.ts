/**
 * `npm run -s sql:check` (run by .ci/run after deps:check): SQL lives only in
 * repositories. A query call (`.query(`, `.queryGroup(`, `.exec(` with a SQL
 * string) is allowed in
 *
 * - src/db/ (the drivers, transactions, migrations runner),
 * - a repository: a file named `repository.ts` or `*-repository.ts`,
 * - src/records/ (the repositories of rows several resources share),
 * - STORES below: files that are the repository of their own table under
 *   another name, each with its reason,
 * - PENDING below: known offenders being moved right now (issue 28). Delete an
 *   entry when its branch lands; an entry that no longer has a query call fails
 *   the check, so the list cannot go stale.
 *
 * dependency-cruiser sees imports, not calls, so this is a small scan instead.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const STORES: Record<string, string> = {
  'src/platform/jobs/queue.ts': 'the job queue: the jobs and schedules tables',
  'src/platform/outbox/outbox.ts': 'the outbox: the events table',
  'src/platform/idempotency/runner.ts': 'the idempotency records',
  'src/platform/paging/secrets.ts': 'the server_secrets table',
  'src/platform/paging/list-page.ts': "runs a repository's keyset page query (the SQL comes from the repository)",
  'src/platform/metrics/collectors.ts': 'the database gauges (pool and job-queue statistics)',
  'src/platform/sandbox/seed.ts': "the sandbox seeding driver: the workspace's seeding record",
  'src/visitor-api/token-keys.ts': 'the visitor-token signing keys table',
  'src/resources/webhooks/delivery/queue.ts': "the webhook deliveries' lease queue",
  'src/resources/webhooks/delivery/fanout.ts': 'the webhook fan-out cursor and deliveries',
  'src/resources/knowledge/ingest/index-store.ts': 'the knowledge index (chunks and their vectors)',
  'src/resources/knowledge/search/search.ts':
    "the knowledge index's ranking statements (BM25 in SQL over its postings)",
};

/** Known offenders, moved by other branches of issue 28 (delete an entry as each lands). */
const PENDING: Record<string, string> = {};

const QUERY_CALL = /\.(?:query|queryGroup)\s*(?:<[^>()]*>)?\s*\(|\.exec\(\s*[`'"]/;

function allowed(file: string): boolean {
  return (
    file.startsWith('src/db/') ||
    file.startsWith('src/records/') ||
    /(^|\/|-)repository\.ts$/.test(file) ||
    file in STORES ||
    file in PENDING
  );
}

function* tsFiles(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* tsFiles(p);
    else if (e.name.endsWith('.ts')) yield path.relative(ROOT, p).split(path.sep).join('/');
  }
}

const problems: string[] = [];
const withSql = new Set<string>();
for (const file of tsFiles(path.join(ROOT, 'src'))) {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    if (!QUERY_CALL.test(line) || /^\s*(\/\/|\*)/.test(line)) return;
    withSql.add(file);
    if (!allowed(file))
      problems.push(
        `${file}:${i + 1}: a query outside a repository: move it into the resource's repository.ts (${line.trim().slice(0, 80)})`,
      );
  });
}
for (const file of [...Object.keys(STORES), ...Object.keys(PENDING)]) {
  if (!withSql.has(file))
    problems.push(`${file}: listed in scripts/check-sql.ts but runs no query (moved or renamed): remove the entry`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} problem(s): SQL belongs in repositories (docs/architecture.md, "SQL only in repositories").`,
  );
  process.exit(1);
}
console.log(`sql:check: no query outside repositories (${withSql.size} files with SQL)`);
