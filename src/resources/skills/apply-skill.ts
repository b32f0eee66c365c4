import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { lintRules } from './lint.js';
import { SkillApplyBody, SkillDocument, SlugParams } from './schemas.js';
import { applySkill } from './service.js';

export const applySkillRoute = defineRoute({
  method: 'PUT',
  url: '/skills/:slug',
  operationId: 'applySkill',
  location: (body: { slug: string }) => `/v1/skills/${body.slug}`,
  newObjectParam: 'slug',
  summary: 'Write a skill (fork a built-in, create or edit)',
  description: `Body: body, optional name and description (fields not sent keep their value; a new skill is named after its slug), and baseVersion, the version read. Writes when baseVersion is the current version, else 409 stale with currentVersion (0 for a slug this workspace has no skill under). The first write of a built-in forks it (baseVersion 0, 201, source fork); a new slug is created the same way (201, source custom); later writes answer 200 with the version bumped, and an edit that changes nothing keeps its version. A removed built-in's slug is written as a custom skill. ${lintRules} Lint errors give 400 lint-failed with problems. Live at once: the agent runs the new text on its next turn. Idempotency-Key required.`,
  tags: ['skills'],
  auth: { scope: 'agents:write' },
  idempotency: 'required',
  schema: {
    params: SlugParams,
    body: SkillApplyBody,
    response: { 200: Type.Ref(SkillDocument), 201: Type.Ref(SkillDocument) },
  },
  handler: async ({ deps, tx, params, body, reply }) => {
    const { skill, created } = await applySkill(deps, tx, params.slug, body);
    reply.code(created ? 201 : 200);
    return skill;
  },
});
