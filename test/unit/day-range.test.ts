import { describe, expect, it } from 'vitest';
import { parseDay, parseDayRange } from '../../src/http/day-range.js';
import { ApiError } from '../../src/contract/errors.js';

const now = new Date('2026-03-15T23:59:59.999Z');

function refusal(q: { from?: string; to?: string }, opts?: Parameters<typeof parseDayRange>[2]) {
  try {
    parseDayRange(q, now, opts);
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return { code: (err as ApiError).code, param: (err as ApiError).param };
  }
  throw new Error('no refusal');
}

describe('parseDayRange', () => {
  it('defaults to the 30 days up to today (UTC), both ends included', () => {
    expect(parseDayRange({}, now)).toEqual({
      from: '2026-02-14',
      to: '2026-03-15',
      start: new Date('2026-02-14T00:00:00.000Z'),
      end: new Date('2026-03-16T00:00:00.000Z'),
      days: 30,
    });
    expect(parseDayRange({ to: '2026-01-29' }, now)).toMatchObject({ from: '2025-12-31', days: 30 });
    expect(parseDayRange({ from: '2026-03-10' }, now)).toMatchObject({ to: '2026-03-15', days: 6 });
    expect(parseDayRange({}, now, { defaultDays: 7 })).toMatchObject({ from: '2026-03-09', days: 7 });
  });

  it('allows 366 days and refuses 367, a reversed range and anything that is not a calendar day', () => {
    expect(parseDayRange({ from: '2024-01-01', to: '2024-12-31' }, now).days).toBe(366);
    expect(refusal({ from: '2024-01-01', to: '2025-01-01' })).toEqual({ code: 'invalid-range', param: 'from' });
    expect(refusal({ to: '2024-01-01', from: '2024-01-02' })).toEqual({ code: 'invalid-range', param: 'to' });
    for (const bad of ['2026-02-29', '2026-00-10', '26-01-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '']) {
      expect(refusal({ from: bad }), bad).toEqual({ code: 'invalid-range', param: 'from' });
    }
    expect(parseDay('2024-02-29')).toEqual(new Date('2024-02-29T00:00:00.000Z'));
  });
});
