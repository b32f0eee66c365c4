import type { ResourceModule } from '../../modules.js';
import { AnsweredFollowUp, FollowUp } from './schemas.js';
import { listFollowUpsRoute } from './list-follow-ups.js';
import { getFollowUpRoute } from './get-follow-up.js';
import { answerFollowUpRoute } from './answer-follow-up.js';
import { dismissFollowUpRoute } from './dismiss-follow-up.js';
import { addFollowUpToKnowledgeRoute } from './add-follow-up-to-knowledge.js';
import { ANSWER_EMAIL_JOB, answerEmailJob } from './email.js';

export const followUpsModule: ResourceModule = {
  name: 'follow-ups',
  tags: [{ name: 'follow-ups', description: 'Questions the agents handed to people: answer or dismiss them.' }],
  schemas: [FollowUp, AnsweredFollowUp],
  routes: [
    listFollowUpsRoute,
    getFollowUpRoute,
    answerFollowUpRoute,
    dismissFollowUpRoute,
    addFollowUpToKnowledgeRoute,
  ],
  jobs: { [ANSWER_EMAIL_JOB]: answerEmailJob },
};
