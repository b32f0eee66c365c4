import { hash, timingSafeEqual } from 'node:crypto';
import { randomBase62 } from '../../lib/ids.js';

export type KeyMode = 'live' | 'test';

const KEY_RE = /^svc_(live|test)_[0-9A-Za-z]{32,128}$/;

export function generateKey(mode: KeyMode): string {
  return `svc_${mode}_${randomBase62(40)}`;
}

export function parseKey(token: string): { mode: KeyMode } | null {
  const m = KEY_RE.exec(token);
  return m ? { mode: m[1] as KeyMode } : null;
}

/** SHA-256 of the key, hex. One-shot `hash`: it runs on every authenticated request, and a Hash object per call costs more. */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** Shown in listings so a person can tell keys apart without the secret. */
export function keyPrefix(key: string): string {
  return `${key.slice(0, 'svc_live_'.length + 4)}…`;
}

export function hashesEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
