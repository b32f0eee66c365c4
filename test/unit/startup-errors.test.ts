import { describe, expect, it } from 'vitest';
import { explainPostgresError, StartupError } from '../../src/db/startup.js';

// The lines a wrong DATABASE_URL gets at start, for the failures the machine's trust-auth server cannot
// produce (a wrong password); the others run for real in test/integration/startup-errors.test.ts.
const url = 'postgres://app:secret@db.internal:6543/concierge';
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('explainPostgresError', () => {
  it('names a wrong password without printing it', () => {
    const e = explainPostgresError(pgError('28P01'), url);
    expect(e).toBeInstanceOf(StartupError);
    expect(e?.message).toBe(
      'PostgreSQL at db.internal:6543 refused the password of user "app": correct the password in DATABASE_URL (postgres://app:***@db.internal:6543/concierge).',
    );
  });

  it('names an unknown host, a refused connection and a missing database', () => {
    expect(explainPostgresError(pgError('ENOTFOUND'), url)?.message).toContain(
      'The host "db.internal" in DATABASE_URL does not resolve',
    );
    expect(explainPostgresError(pgError('ECONNREFUSED'), url)?.message).toContain(
      'Nothing accepts connections at db.internal:6543',
    );
    expect(explainPostgresError(pgError('3D000'), url)?.message).toContain(
      'createdb -h db.internal -p 6543 -O app concierge',
    );
    // A database an administrator made without OWNER: the migrations may not create tables in it.
    expect(explainPostgresError(pgError('42501', 'permission denied for schema public'), url)?.message).toBe(
      'PostgreSQL user "app" may not create tables in database "concierge" (permission denied for schema public): ' +
        'as an administrator, make it the owner (ALTER DATABASE "concierge" OWNER TO "app";) and start again.',
    );
  });

  it('leaves other failures alone', () => {
    expect(explainPostgresError(pgError('42P01'), url)).toBeNull();
    expect(explainPostgresError(new Error('boom'), url)).toBeNull();
  });
});
