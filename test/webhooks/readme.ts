import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export type VerifyWebhook = (
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
  nowSeconds?: number,
) => boolean;

function blockAfter(readme: string, marker: string): string {
  const at = readme.indexOf(marker);
  if (at < 0) throw new Error(`README has no ${marker}`);
  const m = /```[a-z]*\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!m) throw new Error(`no code block after ${marker}`);
  return m[1]!;
}

/**
 * The receiver guide of the README, run as written: its verify function (its
 * one import supplied) and its test vector. Tests receive webhooks with it, so
 * the guide is known to work.
 */
export function receiverGuide(): {
  verifyWebhook: VerifyWebhook;
  vector: { secret: string; timestamp: string; body: string; signature: string };
} {
  const readme = fs.readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  const code = blockAfter(readme, '<!-- receiver-guide:verify -->')
    .replace(/^import \{ createHmac, timingSafeEqual \} from 'node:crypto';$/m, '')
    .replace(/^export function/m, 'function');
  const verifyWebhook = new Function('createHmac', 'timingSafeEqual', `${code}\nreturn verifyWebhook;`)(
    createHmac,
    timingSafeEqual,
  ) as VerifyWebhook;
  return { verifyWebhook, vector: JSON.parse(blockAfter(readme, '<!-- receiver-guide:vector -->')) };
}

export type ReceiveDelivery = (secret: string, rawBody: string, headers: Record<string, string>) => unknown;

/** The README's Standard Webhooks receiver, run as written (its one import supplied). */
export function standardReceiverGuide(): ReceiveDelivery {
  const readme = fs.readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  const code = blockAfter(readme, '<!-- receiver-guide:standard -->')
    .replace(/^import \{ Webhook \} from 'standardwebhooks';$/m, '')
    .replace(/^export function/m, 'function');
  return new Function('Webhook', `${code}\nreturn receiveDelivery;`)(Webhook) as ReceiveDelivery;
}
