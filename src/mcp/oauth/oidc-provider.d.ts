/**
 * The little of oidc-provider 9 this service uses, typed (the package ships no
 * types, and @types/oidc-provider lags behind its major versions).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; scope?: string; resource?: string | string[] };
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface AccessTokenModel {
    jti: string;
    grantId: string;
    accountId: string;
    clientId: string;
    scope?: string;
    aud?: string | string[];
    isExpired: boolean;
  }

  export interface GrantModel {
    addResourceScope(resource: string, scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    addOIDCScope(scope: string): void;
    rejectOIDCScope(scope: string): void;
    save(): Promise<string>;
    jti: string;
  }

  export interface ClientModel {
    clientId: string;
    clientName?: string;
    clientUri?: string;
    redirectUris?: string[];
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    AccessToken: { find(token: string): Promise<AccessTokenModel | undefined> };
    Client: { find(id: string): Promise<ClientModel | undefined> };
    Grant: {
      new (init: { accountId: string; clientId: string }): GrantModel;
      find(id: string): Promise<(GrantModel & { destroy(): Promise<void> }) | undefined>;
    };
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
  };
}
