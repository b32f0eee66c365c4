import type { RouteDef } from '../../src/http/route.js';
import { modules } from '../../src/resources/index.js';

/** Every contract operation the app serves (the OpenAPI document route excluded). */
export function contractRoutes(): RouteDef<any>[] {
  return modules.flatMap((m) => m.routes ?? []);
}

/** A concrete URL for a route: `:name` segments filled from params (a random UUID by default). */
export function urlFor(
  def: RouteDef<any>,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const path = def.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? '00000000-0000-4000-8000-000000000000'),
  );
  const qs = new URLSearchParams(query).toString();
  return `/v1${path}${qs ? `?${qs}` : ''}`;
}
