import { describe, expect, it } from 'vitest';
import { kindWords } from '../../src/resources/knowledge/answer/kinds.js';

describe('words a value says by its kind (round 13)', () => {
  it('names a telephone number, an email address and a street address', () => {
    expect(kindWords('Phone: 01632 960772')).toContain('number');
    expect(kindWords('call +353 1 555 0142 on weekdays')).toContain('phone');
    expect(kindWords('Write to dpo@paybridge.example.')).toContain('email address');
    expect(kindWords('NightPaws Emergency Vets at 2 Station Road, Kingsbridge')).toBe('address');
  });

  it('names the opening hours of a range of clock times', () => {
    expect(kindWords('Monday to Friday: 07:30 to 19:00')).toContain('opening hours');
    expect(kindWords('open 9am-5pm')).toContain('hours');
    expect(kindWords('Sunday: closed')).toBe('');
    expect(kindWords('between 2 and 5 days')).toBe('');
  });

  it('names nothing for a price, a date, a count or a short number', () => {
    for (const text of ['Price: £1,234.50 per year', 'Released 2024-05-01', 'We have 130 employees', 'Up to 12 seats'])
      expect(kindWords(text)).toBe('');
  });
});
