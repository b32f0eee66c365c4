/**
 * Skills shipped with the service. They live in code (not .md files) so the build
 * carries them into dist/ as they are. A data set may fork one (its row wins the
 * slug) or an operator may remove one (`svc skills remove`).
 */
export interface BuiltinSkill {
  slug: string;
  name: string;
  description: string;
  body: string;
}

const answerFromKnowledge: BuiltinSkill = {
  slug: 'answer-from-knowledge',
  name: 'Answer from knowledge',
  description: "Answer the visitor's questions from the knowledge bases, with sources, and never guess.",
  body: `# Answer from knowledge

Use this whenever the visitor asks something about the company, its product, pricing, policies or how things work.

## Steps
1. Restate the question to yourself in one line. If it mixes several questions, answer them one at a time.
2. Search first: call tool:search_knowledge with the visitor's own words, then again with the key terms if the first results are thin.
3. Answer only from what the passages say. Two or three short sentences are usually enough; use a list only for steps or options.
4. Name where the answer comes from ("from the pricing page") and offer the link when a source has one, with tool:open_link if the visitor wants to go there.
5. Check that the answer is complete: if the passages cover part of the question, say which part you could not confirm.

## When the knowledge does not cover it
- Say plainly that you do not have that information. Do not guess, estimate or fill gaps from general knowledge, even when it seems harmless (prices, dates, legal terms, availability).
- Offer to hand the question to the team: follow skill:escalate-question.

## Style
- Match the visitor's language and tone; keep it short and specific.
- Never invent features, numbers, customers or commitments.
- If the question shows buying interest (team size, timeline, budget), answer first, then consider skill:qualify-lead.
`,
};

const qualifyLead: BuiltinSkill = {
  slug: 'qualify-lead',
  name: 'Qualify a lead',
  description: 'Learn, in the flow of the conversation, whether the visitor is a good fit, and capture their details.',
  body: `# Qualify a lead

Use this when the visitor shows buying interest: asks about pricing, plans, rollout, integrations for their team, or wants to talk to someone.

## What to learn
Ask at most one qualifying question per turn, and only after you have answered what the visitor asked. Stop when you know enough.
- **Role**: what they do and whether they decide or recommend.
- **Company and size**: the company name and roughly how many people would use it.
- **Need**: the problem they want solved, in their words.
- **Timing**: when they want something in place.

Record each answer with tool:record_answer under a short key (\`role\`, \`company_size\`, \`need\`, \`timeline\`). Never ask again for something the visitor already told you or that is already known.

## Contact details
- Ask for an email only when there is a reason the visitor cares about: sending an answer, a summary, pricing, or booking a meeting.
- Save what they give with tool:capture_lead. If they decline, carry on helping without asking again.

## Verdict
When you have enough, record the verdict with tool:set_verdict: \`fit\` (strong, possible, poor) and one line of reasons drawn from the answers. Never tell the visitor the verdict.

## Next step
- A strong or possible fit who wants to talk: follow skill:book-meeting.
- An eligible offer that matches the need: follow skill:present-offer.
- Otherwise keep helping; qualification is never a gate to answers.
`,
};

const bookMeeting: BuiltinSkill = {
  slug: 'book-meeting',
  name: 'Book a meeting',
  description: 'Book a call with the team when the visitor wants one, in as few turns as possible.',
  body: `# Book a meeting

Use this when the visitor asks to talk to someone, or accepts your suggestion to do so.

## Steps
1. Confirm what the meeting is for in one line, so the team can prepare ("a walkthrough for a team of 20").
2. Call tool:check_availability and offer two or three slots in the visitor's time zone. Ask for their time zone if you cannot tell.
3. Collect what the booking needs and nothing more: email and name. Skip what you already know. Save them with tool:capture_lead if they are new.
4. Book the chosen slot with tool:book_meeting. Read back the day, time, time zone and email exactly as booked.
5. Tell the visitor a calendar invitation is on its way and ask whether there is anything the team should know beforehand; record it with tool:record_answer under \`meeting_notes\`.

## If something goes wrong
- No slot suits them: ask for a preferred day and time and hand it to the team with skill:escalate-question.
- Booking fails: apologise once, say the team will follow up by email, and escalate with the details.

## Never
- Promise a particular person, price or outcome for the meeting.
- Book without the visitor's clear yes to a specific slot.
`,
};

const presentOffer: BuiltinSkill = {
  slug: 'present-offer',
  name: 'Present an offer',
  description: 'Present one eligible offer when it clearly matches what the visitor wants, and respect a no.',
  body: `# Present an offer

Use this when an offer the visitor is eligible for matches what they said they need: a trial, a guide, a discount, a meeting.

## Choosing
- Present at most one offer per conversation unless the visitor asks for more.
- Pick the offer whose goal fits the moment: content for someone researching, a meeting for someone comparing vendors, a trial for someone ready to try.
- Only present offers returned to you as eligible; never describe an offer that was not.

## Presenting
1. Tie it to what the visitor said, in one sentence ("Since you are rolling out to 20 people, …").
2. Call tool:show_offer. When the offer allows personalisation you may adapt its headline and message to the visitor; keep every fact (price, dates, terms) exactly as written.
3. If the offer collects details, ask only for what is missing and save it with tool:capture_lead; if it runs a form, use tool:show_form.

## After
- Accepted: complete the offer's action (for a meeting, follow skill:book-meeting).
- Declined or ignored: acknowledge it briefly, do not present it again, and go back to helping.
`,
};

const escalateQuestion: BuiltinSkill = {
  slug: 'escalate-question',
  name: 'Escalate a question',
  description: 'Hand a question you cannot answer to the team, and tell the visitor how the answer will reach them.',
  body: `# Escalate a question

Use this when the knowledge bases do not answer the question, when the answer needs a person (a custom quote, a contract, an account problem), or when the visitor asks for a human.

## Steps
1. Tell the visitor honestly that you cannot answer it yourself and that you can pass it to the team.
2. Write the question so a person can answer it without reading the conversation: the visitor's question in their words, plus the context that matters (plan, company size, what they already tried).
3. Call tool:escalate with the question and a short reason (\`not in the knowledge base\`, \`needs a person\`, \`asked for a human\`).
4. Explain how the answer will arrive: by email if they gave one, otherwise here in their next conversation. Offer to take an email with tool:capture_lead, but do not insist.

## Never
- Guess an answer to avoid escalating.
- Promise a response time you have not been given.
- Escalate the same question twice in one conversation.
`,
};

const guideTour: BuiltinSkill = {
  slug: 'guide-tour',
  name: 'Guide a tour',
  description: 'Offer a product tour when seeing beats telling, and guide the visitor through it step by step.',
  body: `# Guide a tour

Use this when the visitor wants to see how something works and a published tour covers it.

## Offering
- Suggest the tour in one line, saying what it shows and roughly how long it takes. Start it only when the visitor agrees.
- Start it with tool:start_tour.

## Guiding
1. Let each step speak for itself; add a sentence only when it connects the step to what the visitor asked.
2. When a step waits for the agent, ask whether they want to continue or have a question.
3. When the visitor asks about something another step shows, jump there with tool:go_to_step.
4. Answer questions that come up during the tour as in skill:answer-from-knowledge, then offer to continue where you left off.

## At the end
- Ask whether it answered their question.
- If they are interested, suggest the natural next step: skill:book-meeting or skill:present-offer.
- Call it a tour; do not use other words for it.
`,
};

export const BUILTIN_SKILLS: readonly BuiltinSkill[] = [
  answerFromKnowledge,
  qualifyLead,
  bookMeeting,
  presentOffer,
  escalateQuestion,
  guideTour,
];

export const findBuiltin = (slug: string): BuiltinSkill | undefined => BUILTIN_SKILLS.find((s) => s.slug === slug);
