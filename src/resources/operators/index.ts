import type { ResourceModule } from '../../modules.js';
import { CreatedOperator, Operator } from './schemas.js';
import { listOperatorsRoute } from './list-operators.js';
import { createOperatorRoute } from './create-operator.js';
import { updateOperatorRoute } from './update-operator.js';
import { deleteOperatorRoute } from './delete-operator.js';
import { operatorCommands } from './admin-commands.js';
import { INVITATION_JOB, invitationJob } from './invitation-mail.js';

export const operatorsModule: ResourceModule = {
  name: 'operators',
  tags: [
    {
      name: 'operators',
      description:
        'The people of the workspace who sign in to the dashboard, with a role (owner, admin, member) and the transcripts permission.',
    },
  ],
  schemas: [Operator, CreatedOperator],
  routes: [listOperatorsRoute, createOperatorRoute, updateOperatorRoute, deleteOperatorRoute],
  adminCommands: operatorCommands,
  jobs: { [INVITATION_JOB]: invitationJob },
};
