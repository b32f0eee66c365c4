import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.js';
import { ApiError } from '../contract/errors.js';
import type { ResourceModule } from '../modules.js';
import { BUNDLE_SLOT, BundleFile, DEFAULT_BUNDLE, etagMatches, pickEncoding } from './bundle.js';

/**
 * GET /sdk.js: the page SDK a customer's site loads with one script tag. Public
 * (the auth hook draws each call from the caller's address bucket), cacheable
 * for five minutes and revalidated with its ETag (304), compressed when the
 * browser accepts it, loadable from any origin.
 */
function registerSdk(app: FastifyInstance, deps: Deps): void {
  let file: BundleFile | null = null;
  app.route({
    method: 'GET',
    url: '/sdk.js',
    schema: { hide: true },
    config: { asset: true },
    handler: async (req, reply) => {
      file ??= new BundleFile(deps.slots.get(BUNDLE_SLOT) ?? DEFAULT_BUNDLE);
      const b = await file.get();
      if (!b) {
        deps.log.warn({ path: file.path }, 'the page SDK is not built; run npm run build');
        throw new ApiError('not-found', 'The page SDK is not built on this server.');
      }
      reply
        .header('Content-Type', 'text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=300, stale-while-revalidate=86400')
        .header('ETag', b.etag)
        .header('Vary', 'Accept-Encoding')
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('X-Content-Type-Options', 'nosniff');
      if (etagMatches(req.headers['if-none-match'], b.etag)) return reply.code(304).send();
      const encoding = pickEncoding(req.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(encoding === 'br' ? b.br : encoding === 'gzip' ? b.gzip : b.identity);
    },
  });
}

export const pageSdkModule: ResourceModule = {
  name: 'page-sdk',
  plugin: registerSdk,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A static asset (GET /sdk.js): public, no key, limited per address like any keyless call. */
    asset?: boolean;
  }
}
