import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The page SDK: one classic script (an IIFE, so `<script async>` works on any
 * page and needs no module support), minified, with no separate CSS file (the
 * styles travel in the script and are adopted by the shadow root).
 */
export default defineConfig({
  root: here('.'),
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: here('../dist/sdk'),
    emptyOutDir: true,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: here('src/main.ts'),
      formats: ['iife'],
      name: 'ConciergeSdk',
      fileName: () => 'sdk.js',
    },
  },
});
