import type { RouteDef } from '../http/route.js';
import { docsBundleRoute, docsInitRoute, docsPageRoute, runtimeDocsPageRoute } from './docs.js';
import { healthzRoute, readyzRoute } from './health.js';
import { apiIndexRoute, rootIndexRoute } from './landing.js';

/** The routes around the API: not operations of the contract, left out of the OpenAPI document. */
export const metaRoutes: RouteDef<any>[] = [
  rootIndexRoute,
  apiIndexRoute,
  healthzRoute,
  readyzRoute,
  docsPageRoute,
  runtimeDocsPageRoute,
  docsBundleRoute,
  docsInitRoute,
];
