import dns from 'node:dns/promises';
import pg from 'pg';
import { parseUrl } from '../lib/http-url.js';
import { pgCode } from './errors.js';

/**
 * A start-up failure a person can fix, said in one line: what is wrong, and what to run or change.
 * Entry points print the message alone (no stack, no driver dump) and exit non-zero.
 */
export class StartupError extends Error {}

function described(url: string): { host: string; port: string; user: string; database: string; shown: string } {
  const u = parseUrl(url) ?? new URL('postgres://localhost');
  const shown = new URL(u);
  if (shown.password) shown.password = '***';
  return {
    host: u.hostname || 'localhost',
    port: u.port || '5432',
    user: decodeURIComponent(u.username) || process.env.USER || 'postgres',
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres',
    shown: shown.toString(),
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Connects once to the DATABASE_URL's database before the pool and the migrations do. A database that does
 * not exist yet is created when the role may (through the server's `postgres` database), and said so;
 * otherwise, and for every other reason the connection fails, a StartupError names the cause and the fix.
 */
export async function ensurePostgresDatabase(url: string, onCreated: (database: string) => void): Promise<void> {
  const where = described(url);
  try {
    await probe(url);
    return;
  } catch (err) {
    if (pgCode(err) !== '3D000') throw explainPostgresError(err, url) ?? err;
  }
  const maintenance = new URL(parseUrl(url) ?? 'postgres://localhost');
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${quoteIdent(where.database)}`);
    onCreated(where.database);
  } catch (err) {
    // Another process created it meanwhile: fine.
    if (pgCode(err) === '42P04') return;
    throw new StartupError(
      `PostgreSQL has no database "${where.database}" (DATABASE_URL ${where.shown}) and user "${where.user}" may not create it: ` +
        // Owned by the service's user: on PostgreSQL 15 and later only the owner may create tables in schema public.
        `create it once as an administrator, owned by that user (createdb -h ${where.host} -p ${where.port} -O ${where.user} ${where.database}, ` +
        `or CREATE DATABASE ${quoteIdent(where.database)} OWNER ${quoteIdent(where.user)}; in psql) and start again.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function probe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One line for a PostgreSQL connection failure at start, or null for anything else. */
export function explainPostgresError(err: unknown, url: string): StartupError | null {
  const where = described(url);
  const code = pgCode(err) ?? (err as { code?: string } | null)?.code;
  const at = `${where.host}:${where.port}`;
  switch (code) {
    case '28P01':
      return new StartupError(
        `PostgreSQL at ${at} refused the password of user "${where.user}": correct the password in DATABASE_URL (${where.shown}).`,
      );
    case '28000':
      return new StartupError(
        `PostgreSQL at ${at} refused user "${where.user}" (${(err as Error).message}): check the user in DATABASE_URL and the server's pg_hba.conf.`,
      );
    case '3D000':
      return new StartupError(
        `PostgreSQL at ${at} has no database "${where.database}": create it, owned by user "${where.user}" ` +
          `(createdb -h ${where.host} -p ${where.port} -O ${where.user} ${where.database}).`,
      );
    case '42501':
      // The migrations could not create their tables: a database made by an administrator without OWNER.
      return new StartupError(
        `PostgreSQL user "${where.user}" may not create tables in database "${where.database}" (${(err as Error).message}): ` +
          `as an administrator, make it the owner (ALTER DATABASE ${quoteIdent(where.database)} OWNER TO ${quoteIdent(where.user)};) and start again.`,
      );
    case 'ECONNREFUSED':
      return new StartupError(
        `Nothing accepts connections at ${at} (DATABASE_URL ${where.shown}): start PostgreSQL there, or correct the host and port in DATABASE_URL.`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(
        `The host "${where.host}" in DATABASE_URL does not resolve: correct DATABASE_URL (${where.shown}).`,
      );
    case 'ETIMEDOUT':
      return new StartupError(
        `PostgreSQL at ${at} did not answer in time (DATABASE_URL ${where.shown}): check the host, the port and any firewall between.`,
      );
    default:
      if ((err as Error | null)?.message?.includes('timeout expired')) {
        return new StartupError(
          `PostgreSQL at ${at} did not answer within 10 s (DATABASE_URL ${where.shown}): check the host, the port and any firewall between.`,
        );
      }
      return null;
  }
}

/**
 * A REDIS_URL whose host does not resolve is a configuration mistake, not an outage: refuse to start rather
 * than limit each process on its own forever. (A Redis that is down or slow is an outage: the service starts
 * and limits per process until it is back, as documented.)
 */
export async function checkRedisHost(url: string): Promise<void> {
  const parsed = parseUrl(url);
  if (!parsed) throw new StartupError('REDIS_URL is not a URL (expected redis://host:6379): correct or unset it.');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new StartupError(`REDIS_URL names no host (expected redis://host:6379): correct or unset it.`);
  try {
    await dns.lookup(host);
  } catch {
    throw new StartupError(
      `The host "${host}" in REDIS_URL does not resolve: correct REDIS_URL, or unset it to keep rate limits per process.`,
    );
  }
}
