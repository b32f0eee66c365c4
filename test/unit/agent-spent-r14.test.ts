import { describe, expect, it } from 'vitest';
import { justLooking } from '../../src/agent/intent.js';
import { findName } from '../../src/agent/recognise.js';
import { asksToBeShown, fittingTour } from '../../src/agent/tour-match.js';
import type { PlayableTour } from '../../src/resources/tours/service.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r14 (read and spent in the seventh session), each in general form.

describe('the customer desk: mentioned is not asked for', () => {
  it('a complaint about customer service is a complaint, not a request for a person', () => {
    expect(acts('your customer service woman was rude to me.')).toEqual(['complaint']);
    expect(
      acts('your customer service woman hung up on me. I want a supervisor to ring me back on 01768 555019'),
    ).toEqual(['complaint', 'person']);
    expect(acts('your customer service was great')).not.toContain('person');
  });
  it('the desk wanted with no article is a request', () => {
    expect(acts('I need customer service')).toContain('person');
    expect(acts('ich brauche den Kundendienst')).toContain('person');
    expect(acts('I need customer service software')).not.toContain('person');
  });
});

describe('complaints told with a verb of annoyance, a late arrival, or in capitals', () => {
  it('annoyance said with a verb in the six languages', () => {
    expect(
      acts('Ich musste Zoll zahlen, obwohl bei euch steht, dass ihr das übernehmt. Das ärgert mich wirklich.'),
    ).toContain('complaint');
    expect(acts('Ça m’énerve que la livraison soit si chère.')).toContain('complaint');
    expect(acts('Me fastidia esperar tanto.')).toContain('complaint');
  });
  it('something that came a span later than paid for is a sign the reader weighs', () => {
    expect(
      acts('Paid £6.95 for next day delivery and the boots turned up 4 days later. The trip has been and gone.'),
    ).toContain('complaint');
    expect(acts('the parcel arrived 2 days later than the tracking said but all fine, thanks!')).not.toContain(
      'complaint',
    );
  });
  it('a shouted account beside a request for a person is both', () => {
    expect(
      acts('SOMEONE BINNED THE MONITOR FROM MY FIXED DESK. I WANT THE MANAGER TO CALL ME TODAY ON 07890 223114'),
    ).toEqual(['complaint', 'person']);
    expect(acts('THIS NEW DASHBOARD IS GREAT')).not.toContain('complaint');
  });
});

describe('who to talk to, and a slot with someone of the team', () => {
  it('"who am I talking to?" asks about the agent; with a purpose it asks whom to contact', () => {
    expect(acts('¿Con quién hablo?')).toEqual(['botQuestion']);
    expect(acts('¿Con quién hablo para cerrarlo?')).not.toContain('botQuestion');
    expect(acts('who am I talking to about billing?')).not.toContain('botQuestion');
  });
  it('a time slot asked for is a meeting when the message names someone of the team', () => {
    expect(
      acts(
        'we want to see the approval workflows live with one of your people. can we grab a slot thursday afternoon?',
      ),
    ).toContain('meeting');
    expect(acts('can I book a slot for a trial lesson?')).not.toContain('meeting');
  });
});

describe('names and tours', () => {
  it('a name announced after "ok" or "sure"', () => {
    expect(findName("ok, it's Rafferty Quinlan, 0151 496 0732 — afternoons are best")).toBe('Rafferty Quinlan');
    expect(findName("sure, it's fine")).toBeNull();
  });
  const tours = [
    {
      id: 't',
      publicId: 't',
      name: 'Lumen Ledger in one minute',
      description: null,
      steps: [{ title: 'Your cash at a glance' }, { title: 'Invoices that chase themselves' }],
    } as unknown as PlayableTour,
  ];
  it('a tour of what the app looks like is the first tour; browsing to see it asks for none', () => {
    expect(fittingTour('could you give me a quick tour of what the app looks like?', tours)?.id).toBe('t');
    expect(justLooking('just having a poke around to see what it looks like, cheers')).toBe(true);
    expect(asksToBeShown('just having a poke around to see what it looks like, cheers')).toBe(false);
    expect(asksToBeShown('just browsing, can you show me what it looks like?')).toBe(true);
  });
});

describe('put through, in the other languages', () => {
  it('"pásame con …", "verbind me door met …", "passez-moi …", "me passa para …" ask for a person whoever is named', () => {
    for (const asked of [
      'pásame con algún veterinario porfa',
      'verbind me door met de praktijk',
      'passez-moi le vétérinaire',
      'me passa para o veterinário',
    ])
      expect(acts(asked), asked).toContain('person');
    expect(acts('pasa la página')).not.toContain('person');
  });
});
