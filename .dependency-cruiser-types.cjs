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
        'No exception: Deps names no module type (the module list is passed to what reads it), so deps.ts and modules.ts ' +
        'do not name each other.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
