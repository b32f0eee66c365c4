import type { ResourceModule } from '../../modules.js';
import {
  AskAnswer,
  Citation,
  KnowledgeBase,
  KnowledgeBaseDetail,
  KnowledgeChunk,
  KnowledgeRefresh,
  KnowledgeRefreshReceipt,
  KnowledgeSource,
} from './schemas.js';
import { listKnowledgeBasesRoute } from './list-knowledge-bases.js';
import { getKnowledgeBaseRoute } from './get-knowledge-base.js';
import { setKnowledgeBaseRefreshRoute } from './set-knowledge-base-refresh.js';
import { refreshKnowledgeBaseRoute } from './refresh-knowledge-base.js';
import { addKnowledgeSourceRoute } from './add-knowledge-source.js';
import { addKnowledgeTextSourceRoute } from './add-knowledge-text-source.js';
import { uploadKnowledgePdfRoute } from './upload-knowledge-pdf.js';
import { listKnowledgeSourcesRoute } from './list-knowledge-sources.js';
import { getKnowledgeSourceRoute } from './get-knowledge-source.js';
import { deleteKnowledgeSourceRoute } from './delete-knowledge-source.js';
import { retrieveKnowledgeRoute } from './retrieve-knowledge.js';
import { askKnowledgeRoute } from './ask-knowledge.js';
import { ingestJob } from './ingest/ingest.js';
import { embedJob, REFRESH_TICK_MS, refreshDueJob } from './jobs.js';
import { knowledgeCommands } from './admin-commands.js';

export const knowledgeModule: ResourceModule = {
  name: 'knowledge',
  tags: [
    {
      name: 'knowledge',
      description: 'Knowledge bases, their sources, retrieval and grounded answers with citations.',
    },
  ],
  schemas: [
    KnowledgeSource,
    KnowledgeRefresh,
    KnowledgeRefreshReceipt,
    KnowledgeBase,
    KnowledgeBaseDetail,
    KnowledgeChunk,
    Citation,
    AskAnswer,
  ],
  routes: [
    listKnowledgeBasesRoute,
    getKnowledgeBaseRoute,
    setKnowledgeBaseRefreshRoute,
    refreshKnowledgeBaseRoute,
    addKnowledgeSourceRoute,
    addKnowledgeTextSourceRoute,
    uploadKnowledgePdfRoute,
    listKnowledgeSourcesRoute,
    getKnowledgeSourceRoute,
    deleteKnowledgeSourceRoute,
    retrieveKnowledgeRoute,
    askKnowledgeRoute,
  ],
  jobs: { 'knowledge.ingest': ingestJob, 'knowledge.embed': embedJob, 'knowledge.refresh-due': refreshDueJob },
  schedules: () => [{ name: 'knowledge.refresh-due', intervalMs: REFRESH_TICK_MS }],
  adminCommands: knowledgeCommands,
};
