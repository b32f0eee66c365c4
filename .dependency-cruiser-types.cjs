/**
 * The second pass of `npm run -s deps:check`: file cycles counting type-only
 * imports. .dependency-cruiser.cjs checks the layers on runtime imports (a type
 * may name a shape from anywhere); this one reads `import type` and imports used
 * only as types too (tsPreCompilationDeps: true), so no two files name each
 * other even only as types.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-with-types',
      severity: 'error',
      comment:
        'No file imports itself through others, type-only imports included: move the shared type into a file both import. ' +
        'Known exception, to remove: Deps holds the module list (deps.modules, read by app.ts, boot.ts, the admin socket and ' +
        'the sandbox seeder), so deps.ts and modules.ts name each other as types; cycles through those two are not counted yet.',
      from: {},
      to: { circular: true, viaNot: '^src/(deps|modules)\\.ts$' },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
