import type { ResourceModule } from '../../modules.js';
import { SkillDocument, SkillProposal } from './schemas.js';
import { listSkillsRoute } from './list-skills.js';
import { getSkillRoute } from './get-skill.js';
import { proposeSkillRoute } from './propose-skill.js';
import { applySkillRoute } from './apply-skill.js';
import { skillCommands } from './admin-commands.js';

export const skillsModule: ResourceModule = {
  name: 'skills',
  tags: [
    {
      name: 'skills',
      description:
        'Markdown playbooks the agents consult: built-ins shipped with the service, forks and custom skills.',
    },
  ],
  schemas: [SkillDocument, SkillProposal],
  routes: [listSkillsRoute, getSkillRoute, proposeSkillRoute, applySkillRoute],
  adminCommands: skillCommands,
};
