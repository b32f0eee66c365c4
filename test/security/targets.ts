/// <reference types="vite/client" />
import type { Harness } from '../helpers/harness.js';

/**
 * What the shared security suite needs to call an operation for real: an object
 * it can address (path params) created in a given data set, and a valid body or
 * query. Every operation with a path parameter must have an entry, and so must
 * every search and create (the isolation suite calls them). Each resource
 * keeps its entries in `targets/<resource>.ts` exporting `targets`; they are
 * collected here.
 */
export interface SecurityTarget {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * What a key of another workspace (or mode) gets instead of the object;
   * 404 not-found unless the contract says otherwise (a versioned document
   * that does not exist there is at version 0, so a write is 409 stale).
   */
  isolation?: { status: number; code: string };
  /**
   * For an operation that answers strangers 200 with nothing of the owner's (an
   * account brief of a company that data set never saw): true when the body
   * leaks nothing. Replaces the error check above.
   */
  isolatedBody?: (body: any) => boolean;
  /**
   * The object belongs to the workspace, not to one data set (operators): a
   * caller of the other mode reaches it, one of another workspace does not.
   */
  workspaceWide?: boolean;
  /**
   * The body names an object of the target's data set (a base to add to): a
   * stranger sending the very same body is refused with 400 invalid-request
   * naming this field, and its own body works.
   */
  bodyNamesObject?: string;
}

export type TargetFactory = (ctx: { h: Harness; tenant: string }) => Promise<SecurityTarget>;

const files = import.meta.glob<{ targets: Record<string, TargetFactory> }>('./targets/*.ts', { eager: true });

export const securityTargets: Record<string, TargetFactory> = Object.assign(
  {},
  ...Object.values(files).map((f) => f.targets),
);
