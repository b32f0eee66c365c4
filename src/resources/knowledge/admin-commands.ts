import type { AdminCommand } from '../../admin/commands.js';
import { CommandError } from '../../admin/commands.js';
import { isUuid } from '../../lib/ids.js';
import { DATA_SET_FLAGS, inDataSet } from '../../admin/data-set.js';
import { addTextSource, attachBase, createBase, listBases } from './service.js';

const baseId = (args: Record<string, unknown>) => {
  const id = String(args.base ?? '');
  if (!isUuid(id)) throw new CommandError(`BASE must be a knowledge base id (a UUID), got "${id}"`);
  return id;
};

export const knowledgeCommands: AdminCommand[] = [
  {
    words: ['kb', 'create'],
    summary: 'Create a knowledge base: personal to an agent, or --shared (attached to --agent when given)',
    flags: [
      { name: 'name', type: 'string', required: true, description: 'base name' },
      { name: 'shared', type: 'boolean', description: 'a shared base, which can attach to many agents' },
      {
        name: 'agent',
        type: 'string',
        description: 'agent id or public id: the owner of a personal base, or the first agent of a shared one',
      },
      { name: 'description', type: 'string', description: 'what the base holds' },
      ...DATA_SET_FLAGS,
    ],
    example: "kb create --name 'Product docs' --shared --agent ag_7h2k9m4p",
    run: (deps, args) =>
      inDataSet(deps, args, (tx) =>
        createBase(deps, tx, {
          name: String(args.name),
          shared: args.shared === true,
          agentRef: typeof args.agent === 'string' ? args.agent : null,
          description: typeof args.description === 'string' ? args.description : null,
        }),
      ),
  },
  {
    words: ['kb', 'attach'],
    summary: 'Attach a shared knowledge base to an agent',
    positionals: [{ name: 'base', description: 'knowledge base id' }],
    flags: [{ name: 'agent', type: 'string', required: true, description: 'agent id or public id' }, ...DATA_SET_FLAGS],
    example: 'kb attach 0194c0de-0000-7000-8000-000000000001 --agent ag_7h2k9m4p',
    run: (deps, args) => inDataSet(deps, args, (tx) => attachBase(deps, tx, baseId(args), String(args.agent))),
  },
  {
    words: ['kb', 'add-text'],
    summary: 'Add a text (Markdown or plain) source to a knowledge base; it is searchable at once',
    positionals: [{ name: 'base', description: 'knowledge base id' }],
    flags: [
      { name: 'title', type: 'string', required: true, description: 'title shown in citations' },
      { name: 'file', type: 'file', required: true, description: 'the text, Markdown or plain' },
      ...DATA_SET_FLAGS,
    ],
    example: "kb add-text 0194c0de-0000-7000-8000-000000000001 --title 'Pricing FAQ' --file pricing.md",
    run: (deps, args) =>
      inDataSet(deps, args, (tx) =>
        addTextSource(deps, tx, baseId(args), { title: String(args.title), text: String(args.file) }, 'file'),
      ),
  },
  {
    words: ['kb', 'list'],
    summary: 'List knowledge bases with their source counts',
    flags: [...DATA_SET_FLAGS],
    example: 'kb list --sandbox',
    run: (deps, args) => inDataSet(deps, args, async (tx) => (await listBases(tx)).items),
  },
];
