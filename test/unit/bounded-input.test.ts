import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../helpers/routes.js';
import { acceptedText, isBounded } from '../helpers/input-schemas.js';

/**
 * Every text the API accepts has a maximum length in its schema (and so in the
 * OpenAPI document): strings in bodies, query strings, path parameters and
 * headers of every route, and the keys and values of open objects. Generated
 * from the route list, so a new route or field without a bound fails here.
 */
describe('bounded input', () => {
  const { strings, openObjects } = acceptedText(contractRoutes());

  it('finds the text fields of every route (the walk itself works)', () => {
    expect(strings.length).toBeGreaterThan(150);
    expect(new Set(strings.map((s) => s.route)).size).toBeGreaterThan(50);
    expect(strings.some((s) => s.where === 'body.answer' && s.schema.maxLength === 10_000)).toBe(true);
  });

  it('every accepted string has a maxLength (or is one of fixed values)', () => {
    const unbounded = strings.filter((s) => !isBounded(s.schema)).map((s) => `${s.route} ${s.where}`);
    expect(unbounded).toEqual([]);
  });

  it('no request object accepts keys or values nobody bounded', () => {
    expect(openObjects.map((s) => `${s.route} ${s.where}`)).toEqual([]);
  });
});
