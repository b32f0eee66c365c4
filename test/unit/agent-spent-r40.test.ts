import { describe, expect, it } from 'vitest';
import { sizedFromWhen } from '../../src/agent/buy-words.js';
import { hasBuyingSignal } from '../../src/agent/intent.js';

// Mechanisms built from the misses of held-out set r40 (read and spent in the tenth session, while r41 and r42 stood
// unread), each in general form and tried here in other words than the set's.

describe('a size told with when it starts', () => {
  it('is buying interest in six languages', () => {
    expect(sizedFromWhen('we would need desks for 7 of us from next month')).toBe(true);
    expect(sizedFromWhen('Es geht um Arbeitsplätze für 12 Personen ab April.')).toBe(true);
    expect(sizedFromWhen('Het gaat om een ruimte voor 5 personen vanaf mei.')).toBe(true);
    expect(sizedFromWhen('Un bureau pour 4 personnes à partir de septembre.')).toBe(true);
    expect(sizedFromWhen('Una oficina para 6 personas a partir de junio.')).toBe(true);
    expect(sizedFromWhen('Uma sala para 8 pessoas a partir de julho.')).toBe(true);
  });
  it('needs both the size and the start', () => {
    expect(sizedFromWhen('we are 5 people and love the app')).toBe(false);
    expect(sizedFromWhen('my holiday starts in June')).toBe(false);
  });
});

describe('memberships', () => {
  it('are what is bought, like plans and subscriptions', () => {
    expect(hasBuyingSignal('thinking about memberships for the team')).toBe(true);
    expect(hasBuyingSignal('Was kostet eine Mitgliedschaft?')).toBe(true);
  });
});
