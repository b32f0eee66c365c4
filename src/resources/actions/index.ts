import type { ResourceModule } from '../../modules.js';
import { Action, ActionLink, ActionOpens, PutActionResult } from './schemas.js';
import { listActionsRoute } from './list-actions.js';
import { putActionRoute } from './put-action.js';
import { deleteActionRoute } from './delete-action.js';
import { getActionLinkRoute } from './get-action-link.js';

export const actionsModule: ResourceModule = {
  name: 'actions',
  tags: [
    { name: 'actions', description: "An agent's Actions: links and page buttons that start the agent on a task." },
  ],
  schemas: [ActionOpens, Action, PutActionResult, ActionLink],
  routes: [listActionsRoute, putActionRoute, deleteActionRoute, getActionLinkRoute],
};
