import { describe, expect, it } from 'vitest';
import { emailDomain, normalizeDomain } from '../../src/lib/domain.js';
import { isFreeMailDomain, nameFromDomain } from '../../src/records/enrichment.js';

describe('account domains', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['ACME.com', 'acme.com'],
    ['www.acme.com', 'acme.com'],
    ['https://www.acme.com/pricing?x=1#y', 'acme.com'],
    ['http://user:pw@shop.acme.co.uk:8443/a', 'shop.acme.co.uk'],
    ['acme.com.', 'acme.com'],
    ['  acme.io  ', 'acme.io'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each([
    '',
    'localhost',
    'not a domain',
    'acme..com',
    '-acme.com',
    'acme-.com',
    '10.0.0.1',
    'https://',
    `${'a'.repeat(64)}.com`,
  ])('refuses %j', (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });

  it('takes the domain of an email address', () => {
    expect(emailDomain('Jane.Doe@Sub.Acme.com')).toBe('sub.acme.com');
    expect(emailDomain('no-at-sign')).toBeNull();
    expect(emailDomain('@acme.com')).toBeNull();
  });

  it('knows free-mail domains and names companies after their domain', () => {
    expect(isFreeMailDomain('gmail.com')).toBe(true);
    expect(isFreeMailDomain('outlook.com')).toBe(true);
    expect(isFreeMailDomain('acme.com')).toBe(false);
    expect(nameFromDomain('northwind-traders.com')).toBe('Northwind Traders');
  });
});
