import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { CreateErasureBody, Erasure } from './schemas.js';
import { createErasure } from './service.js';

export const createErasureRoute = defineRoute({
  method: 'POST',
  url: '/erasures',
  operationId: 'createErasure',
  summary: "Erase a person's data (by visitor id or email)",
  description:
    "Body: exactly one of `visitorId` or `email` (every visitor of this data set with that email, case-insensitive, including an email left on a lead, a meeting or a tour play); otherwise 400. The background worker erases each visitor within a minute, in one transaction per visitor: email, name, company, phone, answers, facts and search document; message content becomes `[erased]` (roles and times stay); summaries, referrers and page URLs' query strings go; leads, meeting attendees (the slot stays booked), follow-ups, tour-play emails and form data are erased; events already in the log are redacted in place (ids stay), so pending webhook deliveries go out redacted; the visitor's tokens are refused (`401 invalid-token`) and a new visit starts a new visitor; one `visitor.erased` event per visitor. The visitor row stays as an anonymous id so counts and insights stay true. An unknown visitor or email (or another workspace's visitor) answers the same `202` with `visitorIds: []` and `completed`, so the answer never reveals whether a person was known. The receipt holds ids and times, never the email.",
  tags: ['privacy'],
  auth: { scope: 'privacy:manage' },
  idempotency: 'required',
  status: 202,
  schema: { body: CreateErasureBody, response: { 202: Type.Ref(Erasure) } },
  handler: async ({ deps, tx, body }) => createErasure(deps, tx, body),
});
