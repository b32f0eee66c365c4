import type { ResourceModule } from '../../modules.js';
import { agentFixtures } from './fixtures.js';
import { Agent } from './schemas.js';
import { listAgentsRoute } from './list-agents.js';
import { getAgentRoute } from './get-agent.js';
import { agentCommands } from './commands.js';

export const agentsModule: ResourceModule = {
  name: 'agents',
  tags: [{ name: 'agents', description: 'Agents and the knowledge bases they answer from.' }],
  schemas: [Agent],
  routes: [listAgentsRoute, getAgentRoute],
  fixtures: agentFixtures,
  adminCommands: agentCommands,
};
