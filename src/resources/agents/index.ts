import type { ResourceModule } from '../../modules.js';
import { Agent, AvailabilityWindow, Booking, Launcher, Theme } from './schemas.js';
import { listAgentsRoute } from './list-agents.js';
import { getAgentRoute } from './get-agent.js';
import { createAgentRoute } from './create-agent.js';
import { updateAgentRoute } from './update-agent.js';
import { agentCommands } from './admin-commands.js';

export const agentsModule: ResourceModule = {
  name: 'agents',
  tags: [
    {
      name: 'agents',
      description: 'Agents, the knowledge bases they answer from, and the settings the runtime API and page SDK use.',
    },
  ],
  schemas: [Theme, Launcher, AvailabilityWindow, Booking, Agent],
  routes: [listAgentsRoute, getAgentRoute, createAgentRoute, updateAgentRoute],
  adminCommands: agentCommands,
};
