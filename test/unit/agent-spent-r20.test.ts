import { describe, expect, it } from 'vitest';
import { justLooking } from '../../src/agent/browse-words.js';
import { onlyComparing } from '../../src/agent/weigh-words.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r20 (read and spent in the seventh session), each in general form.

describe('persons asked for in more ways (r20)', () => {
  it('someone asked to plan or arrange something for the visitor', () => {
    expect(
      acts(
        'Can you do catering? And could someone help me plan a half-day workshop for 30 people next month — 07956 120 447',
      ),
    ).toContain('person');
    expect(acts('does anyone plan the events?')).not.toContain('person');
  });
  it('"uno de los veterinarios", "on a call with somebody", "get booked in"', () => {
    expect(acts('Antes de registrarlo me gustaría hablar con uno de los veterinarios.')).toContain('person');
    const handedOver = acts(
      "The Belgian side makes my head spin — I'd much rather sort it out on a call with somebody who actually knows Belgian payroll than keep typing",
    );
    expect(handedOver.some((a) => a === 'person' || a === 'meeting')).toBe(true);
    expect(acts('Can I get booked in for a boot fitting?')).toContain('meeting');
  });
});

describe('irony and other people’s stories', () => {
  it('praise with irony’s marks does not count as praise', () => {
    expect(
      acts("Love how the run got approved while I was on leave, with last month's bonus paid AGAIN. Great feature 🙃"),
    ).toContain('complaint');
    expect(acts('love how easy the setup was 🙂')).not.toContain('complaint');
  });
  it('someone else’s trouble told while only browsing is no complaint', () => {
    expect(
      acts(
        "my mate bought a 'waterproof' off a market stall and it leaked within ten minutes lol. anyway, just having a browse",
      ),
    ).not.toContain('complaint');
    expect(justLooking('anyway, just having a browse')).toBe(true);
    expect(acts('my order never arrived and I am furious')).toContain('complaint');
  });
  it('comparing one of the company’s products with others is only comparing; comparing its plans is not', () => {
    expect(onlyComparing('been comparing your Skiddaw 3L with a couple of others online')).toBe(true);
    expect(onlyComparing("we're comparing your Growth plan to Starter")).toBe(false);
  });
});
