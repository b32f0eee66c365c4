import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify, type JWTHeaderParameters } from 'jose';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { assertTenantId } from '../db/database.js';
import { isConnectionFailure } from '../db/errors.js';
import { isUuid } from '../lib/ids.js';
import { insertKey, liveKeys, TOKEN_DAYS, type TokenKeyRow } from './token-keys.js';
import { ErasedVisitors } from './erased-visitors.js';

const AUDIENCE = 'concierge-runtime';
const ISSUER = 'concierge';
/** How often a process re-reads the keys (new keys from a rotation reach it within this). */
const RELOAD_MS = 5 * 60_000;
/** An unknown key id re-reads the keys at most this often, so forged ids cannot flood the database. */
const MISS_RELOAD_MS = 2_000;
/** How far ahead of this clock a token's issued-at may be (another process's clock may run slightly fast). */
export const TOKEN_CLOCK_SKEW_SECONDS = 60;
/** Tokens verified before, kept per process (a visitor sends every message with the same token). */
const VERIFIED_MAX = 10_000;

interface Verified {
  claims: VisitorClaims;
  kid: string;
  /** Expiry (ms since the epoch). */
  exp: number;
}

export interface VisitorClaims {
  tenant: string;
  visitorId: string;
}

interface LoadedKey {
  row: TokenKeyRow;
  /** Imported once: importing a raw secret on every verify costs more than the HMAC itself. */
  secret: KeyObject;
}

/**
 * Visitor tokens: HS256 JSON Web Tokens (jose) naming the data set and the
 * visitor, valid 90 days. Any process can verify what another signed: the keys
 * are in the database. Signing uses the newest key that still signs; older
 * keys verify until their last tokens expire, so rotation logs nobody out.
 */
export class VisitorTokens {
  #keys: LoadedKey[] = [];
  #loadedAt = 0;
  #lastMissReload = 0;
  #loading: Promise<void> | null = null;
  /**
   * Tokens that verified, by their exact text. A hit is taken only while its key
   * is among the keys this process holds and still verifies, and before the
   * token's expiry: a deleted key stops its tokens here as it stops a fresh
   * verify (at the next reload of the keys). Verifying a token costs more than
   * the rest of the request's checks together (HMAC through WebCrypto, base64
   * and JSON decoding, claim checks); failures are never kept.
   */
  #verified = new Map<string, Verified>();
  /** An erased visitor's tokens are refused although their signature is good (privacy, issue 31). */
  #erased: ErasedVisitors;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    this.#erased = new ErasedVisitors(db);
  }

  async #reload(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const now = this.clock.now();
        let rows = await liveKeys(this.db, now);
        if (!rows.some((k) => k.signsUntil > now)) {
          await insertKey(this.db, now);
          rows = await liveKeys(this.db, now);
        }
        this.#keys = rows.map((row) => ({ row, secret: createSecretKey(Buffer.from(row.secret, 'base64')) }));
        this.#loadedAt = Date.now();
      } finally {
        this.#loading = null;
      }
    })();
    await this.#loading;
  }

  async #fresh(): Promise<LoadedKey[]> {
    if (this.#keys.length === 0 || Date.now() - this.#loadedAt > RELOAD_MS) await this.#reload();
    return this.#keys;
  }

  async sign(claims: VisitorClaims): Promise<string> {
    const now = this.clock.now();
    let key = (await this.#fresh()).find((k) => k.row.signsUntil > now);
    if (!key) {
      await this.#reload();
      key = this.#keys.find((k) => k.row.signsUntil > now);
      if (!key) throw new Error('no visitor-token key can sign');
    }
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ds: claims.tenant })
      .setProtectedHeader({ alg: 'HS256', kid: key.row.kid, typ: 'JWT' })
      .setSubject(claims.visitorId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_DAYS * 86_400)
      .sign(key.secret);
  }

  /** The claims of a valid token, or null (forged, expired, malformed, unknown key, or its visitor erased). */
  async verify(token: string): Promise<VisitorClaims | null> {
    const claims = await this.#verifySignature(token);
    return claims && !(await this.#erased.isErased(claims.tenant, claims.visitorId)) ? claims : null;
  }

  async #verifySignature(token: string): Promise<VisitorClaims | null> {
    if (token.length > 4096) return null;
    const keys = await this.#fresh().catch((err) => {
      // An outage is logged once by the Database and answered 503; anything else is a fault of ours.
      if (!isConnectionFailure(err)) this.log.error({ err }, 'visitor-token keys could not be loaded');
      throw err;
    });
    const find = async (header: JWTHeaderParameters): Promise<KeyObject> => {
      let k = keys.find((x) => x.row.kid === header.kid);
      if (!k && header.kid && Date.now() - this.#lastMissReload > MISS_RELOAD_MS) {
        this.#lastMissReload = Date.now();
        await this.#reload();
        k = this.#keys.find((x) => x.row.kid === header.kid);
      }
      if (!k || k.row.verifiesUntil <= this.clock.now()) throw new joseErrors.JWKSNoMatchingKey();
      return k.secret;
    };
    const now = this.clock.now();
    const known = this.#verified.get(token);
    if (known) {
      const key = keys.find((k) => k.row.kid === known.kid);
      if (key && key.row.verifiesUntil > now && known.exp > now.getTime()) return known.claims;
      this.#verified.delete(token);
    }
    try {
      const { payload, protectedHeader } = await jwtVerify(token, find, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      // A correct signature is not enough: this service never issues a token dated ahead of its clock or
      // living longer than TOKEN_DAYS, so such a token was minted with a leaked or misused key.
      if (
        payload.iat! > now.getTime() / 1000 + TOKEN_CLOCK_SKEW_SECONDS ||
        payload.exp! - payload.iat! > TOKEN_DAYS * 86_400
      )
        return null;
      const tenant = payload.ds;
      if (typeof tenant !== 'string' || !isUuid(payload.sub)) return null;
      try {
        assertTenantId(tenant);
      } catch {
        return null;
      }
      const claims = { tenant, visitorId: payload.sub.toLowerCase() };
      if (this.#verified.size >= VERIFIED_MAX) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, { claims, kid: protectedHeader.kid!, exp: payload.exp! * 1000 });
      return claims;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
