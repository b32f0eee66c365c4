import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { FastifyInstance } from 'fastify';

interface SkillDocument {
  slug: string;
  name: string;
  description: string;
  body: string;
}

/**
 * The skills of the caller's data set as MCP prompts, read through the skills
 * routes with the caller's key (so the agents:read scope and the rate limit
 * apply as on the API). Without the scope the list is empty.
 */
async function readSkills(
  app: FastifyInstance,
  token: string,
  slug?: string,
): Promise<{ status: number; body: unknown }> {
  const res = await app.inject({
    method: 'GET',
    url: slug === undefined ? '/v1/skills' : `/v1/skills/${encodeURIComponent(slug)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function listPrompts(app: FastifyInstance, token: string) {
  const { status, body } = await readSkills(app, token);
  if (status !== 200) return [];
  return (body as { items: SkillDocument[] }).items.map((s) => ({
    name: s.slug,
    title: s.name,
    description: s.description || s.name,
    arguments: [],
  }));
}

export async function getPrompt(app: FastifyInstance, token: string, name: string) {
  const { status, body } = await readSkills(app, token, name);
  if (status !== 200) {
    const err = body as { code?: string; message?: string };
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `${err.code ?? 'error'}: ${err.message ?? `no skill ${name}`}`,
    );
  }
  const skill = body as SkillDocument;
  return {
    description: skill.description || skill.name,
    messages: [
      {
        role: 'user',
        content: {
          type: 'text',
          text: `Use the skill "${skill.name}" (${skill.slug}) of this Concierge workspace: ${skill.description}\n\n${skill.body}`,
        },
      },
    ],
  };
}
