import type { ResourceModule } from '../../modules.js';
import { createSegmentRoute } from './create-segment.js';
import { deleteSegmentRoute } from './delete-segment.js';
import { evaluateAllJob, evaluateJob } from './evaluate.js';
import { evaluateSegmentRoute } from './evaluate-segment.js';
import { getSegmentRoute } from './get-segment.js';
import { listSegmentChangesRoute } from './list-segment-changes.js';
import { listSegmentMembersRoute } from './list-segment-members.js';
import { listSegmentsRoute } from './list-segments.js';
import { previewSegmentRoute } from './preview-segment.js';
import { EvaluationReceipt, Segment, SegmentChange, SegmentFilter, SegmentMember, SegmentPreview } from './schemas.js';
import { EVALUATE_JOB } from './service.js';
import { updateSegmentRoute } from './update-segment.js';

export const EVALUATE_ALL_JOB = 'segments.evaluate-all';

export const segmentsModule: ResourceModule = {
  name: 'segments',
  tags: [
    {
      name: 'segments',
      description: 'Saved visitor segments: preview, evaluate, members and their membership changes.',
    },
  ],
  schemas: [SegmentFilter, Segment, SegmentPreview, EvaluationReceipt, SegmentMember, SegmentChange],
  routes: [
    listSegmentsRoute,
    createSegmentRoute,
    previewSegmentRoute,
    getSegmentRoute,
    updateSegmentRoute,
    deleteSegmentRoute,
    evaluateSegmentRoute,
    listSegmentMembersRoute,
    listSegmentChangesRoute,
  ],
  jobs: { [EVALUATE_JOB]: evaluateJob, [EVALUATE_ALL_JOB]: evaluateAllJob },
  // SVC_SEGMENT_EVAL_MINUTES (default 5): how often the worker re-evaluates every segment.
  schedules: (config) => [{ name: EVALUATE_ALL_JOB, intervalMs: config.segmentEvalMinutes * 60_000 }],
};
