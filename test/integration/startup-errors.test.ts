import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../setup/postgres-global.js';
import { dbKind } from '../helpers/harness.js';
import { finished, spawnTs, startServer } from '../helpers/processes.js';

// What a newcomer sees when DATABASE_URL or REDIS_URL is wrong (issue 32): one line with the cause and the
// fix, a non-zero exit, no driver dump; a missing database is created when the role may.
// These are about the PostgreSQL server, so they run in the postgres project only.
describe.skipIf(dbKind() !== 'postgres')('start-up with a wrong DATABASE_URL or REDIS_URL', () => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  const cleanup: string[] = [];
  const suffix = randomBytes(4).toString('hex');
  const urlFor = (user: string, database: string) => {
    const u = new URL(adminUrl());
    u.username = user;
    u.pathname = `/${database}`;
    return u.toString();
  };

  afterAll(async () => {
    for (const sql of cleanup.reverse()) await admin.query(sql).catch(() => undefined);
    await admin.end().catch(() => undefined);
  });

  async function fails(env: Record<string, string>): Promise<string> {
    const run = await finished(spawnTs('src/main.ts', [], { PORT: '0', DATA_DIR: '/nonexistent', ...env }), 60_000);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(run.stderr).not.toMatch(/^\s+at /m); // no stack
    return lines[0]!;
  }

  it('creates a missing database when the role may, and says so', async () => {
    await admin.connect();
    const name = `svc_startup_${suffix}`;
    cleanup.push(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const server = await startServer({ DATABASE_URL: urlFor('postgres', name), LOG_LEVEL: 'warn' });
    try {
      expect(server.output()).toContain(`created the PostgreSQL database \\"${name}\\"`);
      expect((await fetch(`${server.url.replace(/\/v1$/, '')}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
  });

  it('says how to create it when the role may not', async () => {
    const role = `svc_nocreate_${suffix}`;
    await admin.query(`CREATE ROLE ${role} LOGIN NOCREATEDB`);
    cleanup.push(`DROP ROLE IF EXISTS ${role}`);
    const line = await fails({ DATABASE_URL: urlFor(role, `svc_missing_${suffix}`) });
    expect(line).toContain(`no database "svc_missing_${suffix}"`);
    expect(line).toContain(`createdb -h`);
    expect(line).toContain(`CREATE DATABASE "svc_missing_${suffix}" OWNER "${role}"`);
    // Done as the line says (the README's PostgreSQL section), the next start names the one grant left
    // (the role may not create roles), and after it the service starts.
    cleanup.push(`DROP DATABASE IF EXISTS svc_missing_${suffix} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "svc_missing_${suffix}" OWNER "${role}"`);
    const grant = await fails({ DATABASE_URL: urlFor(role, `svc_missing_${suffix}`) });
    expect(grant).toContain(`GRANT svc_app TO "${role}";`);
    await admin.query(`GRANT svc_app TO ${role}`);
    const server = await startServer({ DATABASE_URL: urlFor(role, `svc_missing_${suffix}`), LOG_LEVEL: 'warn' });
    try {
      expect((await fetch(`${server.url.replace(/\/v1$/, '')}/readyz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
    }
  });

  it('names a database an administrator made without OWNER, and the fix', async () => {
    const role = `svc_notowner_${suffix}`;
    await admin.query(`CREATE ROLE ${role} LOGIN NOCREATEDB`);
    cleanup.push(`DROP ROLE IF EXISTS ${role}`);
    cleanup.push(`DROP DATABASE IF EXISTS svc_notowner_${suffix} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE svc_notowner_${suffix}`);
    const line = await fails({ DATABASE_URL: urlFor(role, `svc_notowner_${suffix}`) });
    expect(line).toContain(`ALTER DATABASE "svc_notowner_${suffix}" OWNER TO "${role}";`);
  });

  it('names a refused connection and the fix', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const line = await fails({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/x` });
    expect(line).toContain(`Nothing accepts connections at 127.0.0.1:${port}`);
    expect(line).toContain('start PostgreSQL there');
  });

  it('refuses a REDIS_URL whose host does not resolve', async () => {
    const line = await fails({
      DATABASE_URL: urlFor('postgres', 'postgres'),
      REDIS_URL: 'redis://redis-host.invalid:6379',
    });
    expect(line).toBe(
      'The host "redis-host.invalid" in REDIS_URL does not resolve: correct REDIS_URL, or unset it to keep rate limits per process.',
    );
  });
});
