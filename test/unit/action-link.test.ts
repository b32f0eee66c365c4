import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionLink } from '../../src/resources/actions/link.js';

describe('Action links', () => {
  it('is the bare fragment without a destination, and utm tags are not applied', () => {
    expect(actionLink('pricing-help', null)).toBe('#action=pricing-help');
    expect(actionLink('pricing-help', null, { utm_source: 'news' })).toBe('#action=pricing-help');
  });

  it('is the full destination with utm tags and the fragment', () => {
    expect(actionLink('a', 'https://example.com/pricing')).toBe('https://example.com/pricing#action=a');
    expect(
      actionLink('a', 'https://example.com/pricing', {
        utm_source: 'news',
        utm_medium: 'email',
        utm_campaign: 'spring',
        utm_term: 'crm',
      }),
    ).toBe('https://example.com/pricing?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=crm#action=a');
    expect(actionLink('a', 'https://Example.com')).toBe('https://example.com/#action=a');
  });

  it('percent-encodes utm values (spaces as %20, never +)', () => {
    expect(
      actionLink('a', 'https://example.com/', { utm_campaign: 'spring sale & more=50%/+#?', utm_term: 'caf\u00e9' }),
    ).toBe(
      'https://example.com/?utm_campaign=spring%20sale%20%26%20more%3D50%25%2F%2B%23%3F&utm_term=caf%C3%A9#action=a',
    );
  });

  it('keeps the destination query, and a utm tag given replaces the one it carries', () => {
    expect(actionLink('a', 'https://example.com/p?ref=x&utm_source=old&utm_medium=web', { utm_source: 'new' })).toBe(
      'https://example.com/p?ref=x&utm_medium=web&utm_source=new#action=a',
    );
    expect(actionLink('a', 'https://example.com/p?q=a%20b&flag', { utm_term: 'x' })).toBe(
      'https://example.com/p?q=a%20b&flag&utm_term=x#action=a',
    );
    expect(actionLink('a', 'https://example.com/p?', { utm_term: 'x' })).toBe(
      'https://example.com/p?utm_term=x#action=a',
    );
    expect(actionLink('a', 'https://example.com/p?ref=1', { utm_source: '' })).toBe(
      'https://example.com/p?ref=1#action=a',
    );
  });

  it('survives a lone surrogate in a utm value', () => {
    expect(actionLink('a', 'https://example.com/', { utm_term: 'x\ud800' })).toBe(
      'https://example.com/?utm_term=x%EF%BF%BD#action=a',
    );
  });

  it('replaces a fragment the destination carries, since the page reads the Action from it', () => {
    expect(actionLink('a', 'https://example.com/p#pricing')).toBe('https://example.com/p#action=a');
    expect(actionLink('a', 'https://example.com/p?x=1#top', { utm_source: 's' })).toBe(
      'https://example.com/p?x=1&utm_source=s#action=a',
    );
  });

  it('round-trips any utm value through a URL parser', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, unit: 'grapheme' }),
        fc.constantFrom('https://example.com/p', 'https://example.com/p?x=1#f'),
        (value, dest) => {
          const url = new URL(actionLink('id_1', dest, { utm_campaign: value }));
          expect(url.searchParams.get('utm_campaign')).toBe(value);
          expect(url.hash).toBe('#action=id_1');
          expect(url.search).not.toContain('+');
        },
      ),
    );
  });
});
