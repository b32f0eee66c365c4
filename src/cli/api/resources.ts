import type { FriendlyForm } from './commands.js';

const ID = (what: string) => ({ field: 'id', name: 'id', description: `the ${what}'s id` });
const UUID = '0194c0de-0000-7000-8000-000000000001';

/**
 * Shorter spellings of the calls people make most. Each names its operation;
 * every parameter the form does not rename keeps its API name as a flag, and
 * `svc api OPERATION` reaches everything else.
 */
export const FRIENDLY_FORMS: FriendlyForm[] = [
  { words: ['follow-ups', 'list'], operationId: 'listFollowUps', example: 'follow-ups list --status open' },
  {
    words: ['follow-ups', 'get'],
    operationId: 'getFollowUp',
    argument: ID('follow-up'),
    example: `follow-ups get ${UUID}`,
  },
  {
    words: ['follow-ups', 'answer'],
    operationId: 'answerFollowUp',
    argument: ID('follow-up'),
    example: `follow-ups answer ${UUID} --answer 'Yes, we support SSO.'`,
  },
  {
    words: ['follow-ups', 'to-knowledge'],
    operationId: 'addFollowUpToKnowledge',
    summary: 'Add an answered follow-up to a knowledge base as a text source',
    argument: ID('follow-up'),
    rename: { baseId: 'kb' },
    example: `follow-ups to-knowledge ${UUID} --kb 0194c0de-0000-7000-8000-000000000002`,
  },
  {
    words: ['follow-ups', 'dismiss'],
    operationId: 'dismissFollowUp',
    argument: ID('follow-up'),
    example: `follow-ups dismiss ${UUID}`,
  },

  {
    words: ['knowledge', 'bases'],
    operationId: 'listKnowledgeBases',
    summary: 'List knowledge bases with their source counts',
    example: 'knowledge bases',
  },
  {
    words: ['knowledge', 'add-source'],
    operationId: 'addKnowledgeSource',
    summary: 'Add a web page or sitemap to a knowledge base; the worker reads it',
    rename: { id: 'kb' },
    example:
      'knowledge add-source --kb 0194c0de-0000-7000-8000-000000000001 --url https://www.example.com/docs/ --includeSubpages',
  },
  {
    words: ['knowledge', 'add-text'],
    operationId: 'addKnowledgeTextSource',
    summary: 'Add pasted text (Markdown or plain) to a knowledge base; searchable at once',
    rename: { id: 'kb' },
    example: `knowledge add-text --kb ${UUID} --title 'Refund policy' --text 'Annual plans are refunded within 30 days.'`,
  },
  {
    words: ['knowledge', 'sources'],
    operationId: 'listKnowledgeSources',
    rename: { baseId: 'kb' },
    example: `knowledge sources --kb ${UUID}`,
  },
  {
    words: ['knowledge', 'source'],
    operationId: 'getKnowledgeSource',
    argument: ID('source'),
    example: `knowledge source ${UUID}`,
  },
  {
    words: ['knowledge', 'ask'],
    operationId: 'askKnowledge',
    argument: { field: 'question', name: 'question', description: 'the question, in quotes' },
    rename: { agentId: 'agent' },
    // No --agent: an example must run as printed, and every workspace's agents have ids of their own.
    example: "knowledge ask 'Where is customer data stored?'",
  },
  {
    words: ['knowledge', 'retrieve'],
    operationId: 'retrieveKnowledge',
    argument: { field: 'query', name: 'query', description: 'what to look for' },
    rename: { agentId: 'agent' },
    example: "knowledge retrieve 'data residency' --limit 5",
  },

  {
    words: ['erasures', 'create'],
    operationId: 'createErasure',
    summary: "Erase a person's data: --email E (every visitor with it) or --visitor ID",
    rename: { visitorId: 'visitor' },
    example: 'erasures create --email jane@example.com',
  },
  { words: ['erasures', 'list'], operationId: 'listErasures', example: 'erasures list' },
  {
    words: ['visitors', 'export'],
    operationId: 'exportVisitor',
    argument: ID('visitor'),
    example: `visitors export ${UUID} > visitor.json`,
  },
  { words: ['visitors', 'list'], operationId: 'listVisitors', example: 'visitors list --identified' },
  { words: ['visitors', 'get'], operationId: 'getVisitor', argument: ID('visitor'), example: `visitors get ${UUID}` },
  {
    words: ['visitors', 'search'],
    operationId: 'searchVisitors',
    summary: 'Find visitors by what they asked (web-search syntax), with the other segment conditions as flags',
    argument: {
      field: 'asked',
      name: 'query',
      description: 'what the visitors asked: pricing OR discount, "data residency", sso -okta',
    },
    example: "visitors search 'pricing OR discount' --minIntent 60",
  },

  {
    words: ['conversations', 'list'],
    operationId: 'listConversations',
    example: `conversations list --visitorId ${UUID}`,
  },
  {
    words: ['conversations', 'get'],
    operationId: 'getConversation',
    argument: ID('conversation'),
    example: `conversations get ${UUID}`,
  },
  { words: ['leads', 'list'], operationId: 'listLeads', example: 'leads list --limit 20' },
  { words: ['leads', 'get'], operationId: 'getLead', argument: ID('lead'), example: `leads get ${UUID}` },
  { words: ['meetings', 'list'], operationId: 'listMeetings', example: 'meetings list' },
  { words: ['agents', 'list'], operationId: 'listAgents', example: 'agents list' },
  { words: ['tours', 'list'], operationId: 'listTours', example: 'tours list --status published' },
  { words: ['segments', 'list'], operationId: 'listSegments', example: 'segments list' },
  {
    words: ['accounts', 'get'],
    operationId: 'getAccountBrief',
    argument: { field: 'domain', name: 'domain', description: 'the company domain, e.g. acme.com' },
    example: 'accounts get acme.com',
  },
  { words: ['insights', 'digest'], operationId: 'getDigest', example: 'insights digest' },

  { words: ['webhooks', 'list'], operationId: 'listWebhooks', example: 'webhooks list' },
  {
    words: ['webhooks', 'create'],
    operationId: 'createWebhook',
    // A host that resolves in public DNS: the API refuses a receiver it cannot resolve.
    example: 'webhooks create --url https://example.com/concierge-hooks --events meeting.booked,lead.identified',
  },
  {
    words: ['webhooks', 'deliveries'],
    operationId: 'listWebhookDeliveries',
    argument: ID('webhook'),
    example: `webhooks deliveries ${UUID}`,
  },
  { words: ['events', 'list'], operationId: 'listEvents', example: 'events list --since 0 --types meeting.booked' },

  {
    words: ['sandbox', 'show'],
    operationId: 'getSandbox',
    summary: 'Describe the sandbox (test keys)',
    example: 'sandbox show',
  },
  {
    words: ['sandbox', 'reset'],
    operationId: 'resetSandbox',
    summary: 'Discard the sandbox and re-seed its examples (test keys)',
    example: 'sandbox reset',
  },
];
