/**
 * The layers of src/ and what may import what (docs/architecture.md, "Layers"
 * has the picture). `npm run -s deps:check` runs it; .ci/run calls that after lint.
 *
 * Only runtime imports count: TypeScript drops type-only imports before the
 * dependencies are read (tsPreCompilationDeps: false), so `import type` and
 * imports used only as types may point anywhere.
 */

/** A root file or folder of src/ as a path pattern. */
const IN = (...names) => `^src/(${names.join('|')})`;

const INFRASTRUCTURE = ['lib/', 'contract/', 'db/', 'config\\.ts$', 'clock\\.ts$', 'logger\\.ts$'];
const BELOW_RESOURCES = [...INFRASTRUCTURE, 'platform/', 'http/', 'admin/', 'records/'];

/** A layer may import only the folders listed (its own included); anything else in src/ is a violation. */
const layer = (name, from, allowed, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: from },
  to: { path: '^src/', pathNot: IN(...allowed) },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module imports itself through others: split the shared part into a module both import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      severity: 'error',
      comment: 'No two folders import each other, directly or around a ring (resources included): move what both need one layer down.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-other-resource-repository',
      severity: 'error',
      comment: "A resource's repository is its own: others read it through the resource's service (or the records layer).",
      from: { path: '^src/resources/([^/]+)/' },
      to: { path: '^src/resources/[^/]+/.*repository\\.ts$', pathNot: '^src/resources/$1/' },
    },
    {
      name: 'no-repository-outside-resources',
      severity: 'error',
      comment: 'The runtime, the agent, the sandbox and the tools reach a resource through its service, never its repository.',
      from: { pathNot: '^src/resources/[^/]+/' },
      to: { path: '^src/resources/[^/]+/.*repository\\.ts$' },
    },
    {
      name: 'nothing-below-resources-imports-a-resource',
      severity: 'error',
      comment: 'The layers under the resources (lib, contract, infrastructure, platform, http, admin, records) know no resource.',
      from: { path: IN(...BELOW_RESOURCES) },
      to: { path: '^src/resources/' },
    },
    {
      name: 'fixtures-only-from-seeding-layer',
      severity: 'error',
      comment: 'Sandbox fixtures live in src/sandbox/fixtures/ and only the sandbox seeding layer imports them.',
      from: { pathNot: '^src/sandbox/' },
      to: { path: '(^|/)fixtures?(/|\\.ts$)' },
    },

    // The layers, bottom up. Each may import only what is listed.
    layer('layer-lib', '^src/lib/', ['lib/'], 'Pure helpers: nothing of the service.'),
    layer('layer-contract', '^src/contract/', ['lib/', 'contract/'], 'The error catalogue, shared schemas and references: below http and platform.'),
    layer('layer-infrastructure', IN('db/', 'config\\.ts$', 'clock\\.ts$', 'logger\\.ts$'), INFRASTRUCTURE, 'Drivers, configuration, clock, logger.'),
    layer('layer-platform', '^src/platform/', [...INFRASTRUCTURE, 'platform/'], 'Keys, workspaces, paging, idempotency, outbox, jobs, outbound: no http, no operator commands.'),
    layer('layer-http', '^src/http/', [...INFRASTRUCTURE, 'platform/', 'http/'], 'The API framework: routes, auth hook, error handler, OpenAPI.'),
    layer('layer-admin', '^src/admin/', [...INFRASTRUCTURE, 'platform/', 'admin/'], 'The operator-command framework and the platform commands.'),
    layer('layer-records', '^src/records/', [...INFRASTRUCTURE, 'platform/', 'records/'], 'Rows several resources write or look up (visitors, accounts, agents).'),
    layer(
      'layer-small-surfaces',
      IN('meta/', 'page-sdk/', 'simulator/'),
      [...INFRASTRUCTURE, 'platform/', 'http/', 'admin/', 'meta/', 'page-sdk/', 'simulator/'],
      'Surfaces that need only the frameworks: the landing and health routes, /sdk.js, the simulator client.',
    ),
    layer('layer-resources', '^src/resources/[^/]+/', [...BELOW_RESOURCES, 'resources/[^/]+/'], 'Resources use the layers below and each other (no cycles, no repositories).'),
    layer('layer-agent', '^src/agent/', [...BELOW_RESOURCES, 'resources/[^/]+/', 'agent/'], 'The agent: engines, tools, context and commit of a turn.'),
    layer(
      'layer-visitor-api',
      '^src/visitor-api/',
      [...BELOW_RESOURCES, 'resources/[^/]+/', 'agent/', 'simulator/', 'visitor-api/'],
      'The runtime API, above the agent.',
    ),
    layer(
      'layer-mcp',
      '^src/mcp/',
      [...BELOW_RESOURCES, 'resources/[^/]+/', 'mcp/'],
      'The MCP server: tools from the route table, dispatched to the /v1 routes; the explain tools read resources through their services.',
    ),
    layer('layer-sandbox', '^src/sandbox/', [...BELOW_RESOURCES, 'resources/[^/]+/', 'sandbox/'], 'The sandbox seeding layer: fixtures and the sandbox routes, above every resource.'),
    // Above all: src/resources/index.ts (the module list), app.ts, deps.ts, modules.ts, main.ts,
    // process/, cli/, client/, example/: they may import anything.
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
