import { describe, expect, it } from 'vitest';
import { BUILTIN_SKILLS } from '../../src/resources/skills/builtins.js';
import { lintSkill } from '../../src/resources/skills/lint.js';

const slugs = new Set(BUILTIN_SKILLS.map((s) => s.slug));

describe('skill lint', () => {
  it.each(BUILTIN_SKILLS.map((s) => [s.slug, s] as const))(
    'built-in %s lints clean and uses real tools',
    (_slug, skill) => {
      expect(lintSkill(skill, slugs)).toEqual([]);
      expect(skill.body).toMatch(/tool:[a-z_]+/);
    },
  );

  it('ships the skills an agent needs', () => {
    expect([...slugs].sort()).toEqual([
      'answer-from-knowledge',
      'book-meeting',
      'escalate-question',
      'guide-tour',
      'present-offer',
      'qualify-lead',
    ]);
  });

  it('reports unknown skills and tools with their line, empty and too-long text', () => {
    const problems = lintSkill(
      {
        name: ' ',
        description: '',
        body: 'First follow skill:qualify-lead.\nThen skill:no-such-skill and tool:search_knowledge, tool:send_fax.',
      },
      slugs,
    );
    expect(problems).toEqual([
      { path: 'name', code: 'empty', message: 'The name is empty.', severity: 'error' },
      expect.objectContaining({ path: 'description', code: 'empty', severity: 'warning' }),
      {
        path: 'body',
        code: 'unknown-skill',
        message: 'Line 2: no skill "no-such-skill" exists in this workspace.',
        severity: 'error',
      },
      { path: 'body', code: 'tool-missing', message: 'Line 2: the agent has no tool "send_fax".', severity: 'error' },
    ]);
    expect(lintSkill({ name: 'x', description: 'y', body: '  \n' }, slugs).map((p) => p.code)).toEqual(['empty']);
    expect(lintSkill({ name: 'x', description: 'y', body: 'a'.repeat(20_001) }, slugs).map((p) => p.code)).toEqual([
      'too-long',
    ]);
    expect(lintSkill({ name: 'x', description: 'y', body: 'a'.repeat(20_000) }, slugs)).toEqual([]);
  });
});
