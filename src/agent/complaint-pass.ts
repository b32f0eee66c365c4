import { CONTACT_ME } from './act-words.js';
import { justLooking } from './browse-words.js';
import { complainsByShape, satisfied, TOLD } from './complaint-signs.js';
import {
  disclaims,
  ironic,
  namesYours,
  othersStory,
  ownMishap,
  playsDown,
  sarcastic,
  toldLightly,
} from './learned/cues.js';
import { readsAsComplaint } from './learned/readers.js';
import { declinesPerson } from './person-structure.js';
import { badState } from './situation-words.js';

/**
 * The complaint passes over a message's parts once each part has its act (acts.ts): sarcasm across sentences,
 * sarcastic praise, a complaint told by the whole message's shape or read by the learned complaint reader, and
 * someone else's trouble told while browsing or lightly, which is no complaint. `praised` says a part praises.
 * Returns whether the message turns a person down (then no person is asked for either) and whether it praises.
 */
export function markComplaints<P extends { text: string; act: string }>(
  out: P[],
  text: string,
  read: (part: string) => string,
  praised: (part: string) => boolean,
): { declined: boolean; praised: boolean } {
  // Sarcasm across sentences ("Na toll. Der Transporter ist liegen geblieben."): praise beside a bad situation
  // told in another part is not praise, and the situation is the complaint.
  // Not when the message asks something: "Great app! My feed is disconnected, how do I reconnect?" asks for help.
  if (out.some((p) => praised(read(p.text))) && !out.some((p) => p.act === 'question'))
    for (const p of out) if (p.act === 'statement' && badState(read(p.text))) p.act = 'complaint';
  // A complaint told by the whole message's shape (a count of repeats, capitals, a broken promise; complaint-signs.ts).
  const praised_ = out.some((p) => p.act === 'compliment' || praised(read(p.text)));
  const praise = praised_ && !ironic(read(text));
  // Praise with irony's strongest signs and nothing asked ("love that the report has last quarter's figures 🙃").
  if (praised_ && sarcastic(read(text)) && !out.some((p) => p.act === 'question'))
    for (const p of out) if (p.act === 'compliment' || p.act === 'statement') p.act = 'complaint';
  // Then the learned readers' second opinion (learned/readers.ts): only acts the rules did not find.
  // A person turned down ("I don't need anybody to phone me") is a reply to an offer, not a complaint.
  const declined = declinesPerson(read(text), CONTACT_ME) || out.some((p) => declinesPerson(read(p.text), CONTACT_ME));
  const shape =
    complainsByShape(read(text), praise) ||
    (!declined && readsAsComplaint(read(text), praise || satisfied(read(text))));
  if (!out.some((p) => p.act === 'complaint') && shape) {
    for (const p of out) if (TOLD.has(p.act)) p.act = 'complaint';
    // Only requests in it ("Ich möchte mit der Leitung sprechen. Mein Termin war …" read as a person and a meeting):
    // the complaint is the message itself, beside them.
    if (!out.some((p) => p.act === 'complaint')) out.push({ text, act: 'complaint' } as P);
  }
  // "my mate's jacket leaked lol. anyway, just having a browse": someone else's trouble told while only browsing.
  // Or told lightly ("he's learned his lesson lol") and about nothing of the company's ("your app").
  // Or said to be none of the company's doing ("nothing to do with you, just venting"), which names the company.
  const lightly =
    (toldLightly(read(text)) && !out.some((p) => p.act !== 'compliment' && namesYours(read(p.text)))) ||
    disclaims(read(text));
  if ((justLooking(read(text)) || lightly) && othersStory(read(text)))
    for (const p of out) if (p.act === 'complaint') p.act = 'statement';
  // Played down ("not a big deal") and nobody asked for: feedback, told and heard, not a complaint handed over.
  if (playsDown(read(text)) && !out.some((p) => p.act === 'person' || p.act === 'contact' || p.act === 'meeting'))
    for (const p of out) if (p.act === 'complaint') p.act = 'statement';
  // "I've lost my key card, what does a new one cost?": the visitor's own mishap, and help asked for.
  if (ownMishap(read(text)) && out.some((p) => p.act === 'question'))
    for (const p of out) if (p.act === 'complaint') p.act = 'statement';
  return { declined, praised: praised_ };
}
