import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { SkillProposal, SkillProposeBody, SlugParams } from './schemas.js';
import { proposeSkill } from './service.js';
import { lintRules } from './lint.js';

export const proposeSkillRoute = defineRoute({
  method: 'POST',
  url: '/skills/:slug/propose',
  operationId: 'proposeSkill',
  newObjectParam: 'slug',
  summary: 'Lint and diff a skill edit without writing it',
  description: `Takes the same body as applySkill and writes nothing. The diff has one entry per changed field ({from, to}; from is null for a new slug); baseVersion says which document it was computed against (send its version to applySkill). A baseVersion in the body is optional; when sent it is checked as apply checks it (409 stale with currentVersion). ${lintRules} applicable is false while any problem is an error. A malformed slug is 400.`,
  tags: ['skills'],
  auth: { scope: 'agents:read' },
  schema: { params: SlugParams, body: SkillProposeBody, response: { 200: Type.Ref(SkillProposal) } },
  handler: async ({ tx, params, body }) => proposeSkill(tx, params.slug, body),
});
