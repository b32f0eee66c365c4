import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The dashboard: a single-page app served by the service at /app (src/meta/dashboard.ts).
 * Every page is its own chunk (the router imports pages lazily), so the first page loads
 * only the shell and its own code; file names carry content hashes, so the service can
 * let browsers keep them for a year while index.html is revalidated every time.
 */
export default defineConfig({
  root: here('.'),
  base: '/app/',
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: here('../dist/app'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    // No inline data: URLs for assets: the policy's img-src/font-src allow 'self' (and data: only for the icon).
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
