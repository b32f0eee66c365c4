import path from 'node:path';

/**
 * The one typed configuration. Every environment variable the service reads is
 * parsed here and documented in the README; nothing else reads process.env.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Hosts or CIDRs that outbound fetches may reach although private or loopback. */
  outboundAllow: string[];
  /** Seconds to wait before attempts 2..5 of a webhook delivery. */
  webhookRetryDelays: number[];
  /** Time allowed for one webhook delivery attempt (the contract's 10 s; tests shorten it to exercise leases). */
  webhookTimeoutMs: number;
  streamMaxSeconds: number;
  streamPollMs: number;
  logLevel: string;
  /** Base URL used in links printed to users and in absolute media URLs. */
  publicUrl: string;
  smtpUrl: string | null;
  smtpFrom: string | null;
  workerPollMs: number;
  workerConcurrency: number;
  segmentEvalMinutes: number;
  /** A visitor's conversation with no activity for this long is ended by the worker. */
  conversationIdleMinutes: number;
  embeddings: { url: string; model: string; apiKey: string | null } | null;
  llm: { url: string; model: string; apiKey: string | null } | null;
  /** How long the agent waits for the model in a turn before answering with the deterministic engine. */
  llmTimeoutMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const v = env[name];
  return v === undefined || v.trim() === '' ? fallback : v.trim();
}

function optional(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === '' ? null : v.trim();
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function list(env: Env, name: string): string[] {
  const raw = optional(env, name);
  if (raw === null) return [];
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const host = str(env, 'HOST', '127.0.0.1');
  const delays = list(env, 'SVC_WEBHOOK_RETRY_DELAYS');
  const webhookRetryDelays = delays.length === 0 ? [30, 300, 1800, 7200] : delays.map((d) => {
    if (!/^\d+(\.\d+)?$/.test(d)) throw new ConfigError(`SVC_WEBHOOK_RETRY_DELAYS must be comma-separated seconds, got "${d}"`);
    return Number(d);
  });
  if (webhookRetryDelays.length !== 4) {
    throw new ConfigError('SVC_WEBHOOK_RETRY_DELAYS must list exactly four delays (between the five attempts)');
  }
  const embeddingsUrl = optional(env, 'EMBEDDINGS_URL');
  const llmUrl = optional(env, 'LLM_URL');
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    port,
    host,
    dataDir: path.resolve(str(env, 'DATA_DIR', './data')),
    databaseUrl: optional(env, 'DATABASE_URL'),
    redisUrl: optional(env, 'REDIS_URL'),
    outboundAllow: list(env, 'SVC_OUTBOUND_ALLOW'),
    webhookRetryDelays,
    webhookTimeoutMs: int(env, 'SVC_WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    streamMaxSeconds: int(env, 'SVC_STREAM_MAX_SECONDS', 300, 1, 86_400),
    streamPollMs: int(env, 'SVC_STREAM_POLL_MS', 2000, 10, 60_000),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    publicUrl: str(env, 'SVC_PUBLIC_URL', `http://${displayHost.includes(':') ? `[${displayHost}]` : displayHost}:${port}`).replace(/\/+$/, ''),
    smtpUrl: optional(env, 'SMTP_URL'),
    smtpFrom: optional(env, 'SMTP_FROM'),
    workerPollMs: int(env, 'SVC_WORKER_POLL_MS', 500, 10, 60_000),
    workerConcurrency: int(env, 'SVC_WORKER_CONCURRENCY', 4, 1, 256),
    segmentEvalMinutes: int(env, 'SVC_SEGMENT_EVAL_MINUTES', 5, 1, 10_080),
    conversationIdleMinutes: int(env, 'SVC_CONVERSATION_IDLE_MINUTES', 30, 1, 1440),
    embeddings: embeddingsUrl
      ? { url: embeddingsUrl, model: str(env, 'EMBEDDINGS_MODEL', 'text-embedding-3-small'), apiKey: optional(env, 'EMBEDDINGS_API_KEY') }
      : null,
    llm: llmUrl ? { url: llmUrl, model: str(env, 'LLM_MODEL', 'gpt-4o-mini'), apiKey: optional(env, 'LLM_API_KEY') } : null,
    llmTimeoutMs: int(env, 'SVC_LLM_TIMEOUT_MS', 20_000, 100, 600_000),
  };
}
