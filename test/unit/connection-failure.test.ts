import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isConnectionFailure } from '../../src/db/errors.js';

/** Which failures count as the database being out of reach (503), not as the statement's fault (issue 25, row 1). */
describe('isConnectionFailure', () => {
  const pgError = (code: string) => Object.assign(new Error('from the server'), { code });

  it('counts every way PostgreSQL or the network says the database cannot be used', () => {
    // Connection exceptions (class 08), admin and crash shutdown, cannot_connect_now, too many connections.
    for (const code of ['08000', '08001', '08003', '08004', '08006', '08P01', '57P01', '57P02', '57P03', '53300'])
      expect(isConnectionFailure(pgError(code)), code).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'])
      expect(isConnectionFailure(pgError(code)), code).toBe(true);
    // Whatever stopped a pooled connection from opening, e.g. 55000 "database is not currently accepting connections".
    expect(isConnectionFailure(new DatabaseUnavailable('no connection to the database', pgError('55000')))).toBe(true);
    expect(
      isConnectionFailure(new DatabaseUnavailable('the embedded database failed', new Error('PGlite is closed'))),
    ).toBe(true);
  });

  it("leaves a statement's own errors alone", () => {
    for (const code of ['23505', '22P02', '40001', '55000', '42P01'])
      expect(isConnectionFailure(pgError(code)), code).toBe(false);
    expect(isConnectionFailure(new Error('something else'))).toBe(false);
    expect(isConnectionFailure(null)).toBe(false);
  });
});
