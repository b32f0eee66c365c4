import { Type, type Static } from '@sinclair/typebox';
import { DateTime, LintProblem, Nullable, StringEnum } from '../../contract/schemas.js';
import { SKILL_BODY_MAX } from './lint.js';

export const SKILL_SOURCES = ['builtin', 'fork', 'custom'] as const;
export type SkillSource = (typeof SKILL_SOURCES)[number];

export const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const SkillDocument = Type.Object(
  {
    slug: Type.String({ description: 'lower-case letters, digits and dashes, up to 64 characters' }),
    name: Type.String(),
    description: Type.String({ description: 'when the agent should use the skill' }),
    body: Type.String({ description: 'Markdown the agent consults; may name skill:<slug> and tool:<name>' }),
    source: StringEnum(SKILL_SOURCES, {
      description: 'builtin (shipped, unchanged), fork (a built-in edited here) or custom',
    }),
    version: Type.Integer({ minimum: 0, description: '0 for an unforked built-in; send it back as baseVersion' }),
    updatedAt: Nullable(DateTime),
  },
  { $id: 'SkillDocument', title: 'SkillDocument' },
);
export type SkillDocumentBody = Static<typeof SkillDocument>;

const SkillEdit = {
  body: Type.String({
    maxLength: SKILL_BODY_MAX * 2,
    description: 'the Markdown body (lint refuses more than 20,000 characters)',
  }),
  name: Type.Optional(
    Type.String({ maxLength: 200, description: 'default: the current name, or the slug in words for a new skill' }),
  ),
  description: Type.Optional(
    Type.String({ maxLength: 1000, description: 'default: the current description, or empty' }),
  ),
};

export const SkillApplyBody = Type.Object({
  ...SkillEdit,
  baseVersion: Type.Integer({ minimum: 0, description: 'the version read; 0 forks a built-in or creates a new slug' }),
});
export type SkillApplyBodyType = Static<typeof SkillApplyBody>;

export const SkillProposeBody = Type.Object({
  ...SkillEdit,
  baseVersion: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'optional; when sent it is checked as apply checks it (409 stale with currentVersion)',
    }),
  ),
});
export type SkillProposeBodyType = Static<typeof SkillProposeBody>;

const Change = Type.Object({ from: Nullable(Type.String()), to: Type.String() });

export const SkillProposal = Type.Object(
  {
    slug: Type.String(),
    baseVersion: Type.Object(
      {
        version: Type.Integer({ minimum: 0, description: 'pass as baseVersion to applySkill' }),
        source: Nullable(StringEnum(SKILL_SOURCES, { description: 'null when no skill has this slug yet' })),
      },
      { description: 'the document the diff is against' },
    ),
    diff: Type.Object(
      { name: Type.Optional(Change), description: Type.Optional(Change), body: Type.Optional(Change) },
      { description: 'one entry per changed field, from the current text (null for a new skill) to the proposed one' },
    ),
    problems: Type.Array(Type.Ref(LintProblem)),
    applicable: Type.Boolean({ description: 'false while any problem is an error' }),
  },
  { $id: 'SkillProposal', title: 'SkillProposal' },
);
export type SkillProposalBody = Static<typeof SkillProposal>;

export const SkillList = Type.Object({ items: Type.Array(Type.Ref(SkillDocument)) });

/** A malformed slug is a 404 on reads and a 400 on apply and propose (`newObjectParam`: they may create it). */
export const SlugParams = Type.Object({
  slug: Type.String({
    pattern: SLUG_RE.source,
    maxLength: 64,
    description: 'lower-case letters, digits and dashes, up to 64 characters',
  }),
});
