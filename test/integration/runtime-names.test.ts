import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit } from '../helpers/runtime.js';

/**
 * Names through the runtime API (issue 27): a name left bare beside an email lands on the lead, and a later
 * correction of that name updates it.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('the name on a lead', () => {
  it('is the name written beside the email, and a correction replaces it', async () => {
    const { api, anon, v } = await seededVisit(h);
    await say(anon, v, 'please pass my details to the team: Pieter van den Berg, pieter.vdberg@example.org');
    const leads = async () =>
      ((await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{ email: string; name: string }>).map(
        (l) => [l.email, l.name],
      );
    expect(await leads()).toEqual([['pieter.vdberg@example.org', 'Pieter van den Berg']]);
    await say(anon, v, "actually it's Pieter van der Berg, not den, sorry");
    expect(await leads()).toEqual([['pieter.vdberg@example.org', 'Pieter van der Berg']]);
  });
});
