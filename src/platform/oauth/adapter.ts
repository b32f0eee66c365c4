import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import * as repo from './repository.js';

/**
 * The store oidc-provider keeps its models in (its `Adapter` interface), on the
 * service's own database, PGlite or PostgreSQL alike. A model's id is the
 * bearer secret for codes and tokens (and the cookie value for sessions), so
 * rows are keyed by its SHA-256 only: the table never holds a presentable
 * token. Every call is one statement outside any transaction: the library
 * awaits each one on its own.
 */
export const hashModelId = (id: string): string => createHash('sha256').update(id).digest('base64url');

type Payload = Record<string, unknown> & { grantId?: string; uid?: string };

export function oauthAdapter(deps: { db: Database; clock: Clock }) {
  return class DatabaseAdapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      // The library repeats the id in the payload as `jti`: kept out, or the hash would protect nothing.
      const { jti: _jti, ...stored } = payload;
      await repo.upsertModel(deps.db, {
        model: this.model,
        idHash: hashModelId(id),
        payload: stored,
        // A Grant row carries its own id, which its tokens carry in the clear anyway: the grants list
        // joins on it to leave out grants the library ended (a revoked refresh token, a replayed one, expiry).
        grantId: this.model === 'Grant' ? id : typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expiresAt: expiresIn ? new Date(deps.clock.now().getTime() + expiresIn * 1000) : null,
      });
    }

    async find(id: string): Promise<Payload | undefined> {
      const found = this.#present(await repo.findModel(deps.db, this.model, hashModelId(id)));
      return found && { ...found, jti: id };
    }

    /**
     * Sessions by uid, for logout flows, which are off: the session id (its
     * cookie) is not stored, so what this returns cannot be presented.
     */
    async findByUid(uid: string): Promise<Payload | undefined> {
      return this.#present(await repo.findModelByUid(deps.db, this.model, uid));
    }

    /** Device flow only, which is off. */
    async findByUserCode(): Promise<undefined> {
      return undefined;
    }

    async consume(id: string): Promise<void> {
      await repo.consumeModel(deps.db, this.model, hashModelId(id), deps.clock.now());
    }

    async destroy(id: string): Promise<void> {
      await repo.deleteModel(deps.db, this.model, hashModelId(id));
    }

    /** This model's rows of the grant only: the library calls it model by model, and ends the Grant itself apart. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await repo.deleteModelsOfGrant(deps.db, grantId, this.model);
    }

    #present(row: repo.ModelRow | null): Payload | undefined {
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= deps.clock.now().getTime()) return undefined;
      const payload = row.payload as Payload;
      // The library reads `consumed` to refuse a code used twice and a rotated refresh token.
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}
