import os from 'node:os';
import path from 'node:path';
import { checkHttpUrl } from './lib/http-url.js';
import { DEFAULT_STATEMENT_CACHE } from './db/statement-cache.js';
import { parseTrustProxy, TrustProxyError, type TrustProxy } from './lib/trust-proxy.js';

/**
 * The one typed configuration. Every environment variable the service reads is
 * parsed here and documented in the README; nothing else reads process.env.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each process keeps to the PostgreSQL server at most (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** Statements each PostgreSQL session keeps prepared for list and get reads and chat turns (DATABASE_STATEMENT_CACHE; 0 turns it off). */
  databaseStatementCache: number;
  redisUrl: string | null;
  /** Prefix of the rate-limit keys in Redis (deployments sharing one Redis use different ones). */
  redisPrefix: string;
  /** Hosts or CIDRs that outbound fetches may reach although private or loopback. */
  outboundAllow: string[];
  /** Seconds to wait before attempts 2..5 of a webhook delivery. */
  webhookRetryDelays: number[];
  /** Time allowed for one webhook delivery attempt (the contract's 10 s; tests shorten it to exercise leases). */
  webhookTimeoutMs: number;
  /** Webhook attempts one worker process has in flight at most; a worker killed mid-delivery sends at most these again. */
  webhookConcurrency: number;
  streamMaxSeconds: number;
  streamPollMs: number;
  /** Per-address and follow-up limits of the runtime API (SVC_RUNTIME_*; docs/operations.md, "Limits"). */
  runtimeLimits: RuntimeLimits;
  logLevel: string;
  /** Base URL used in links printed to users and in absolute media URLs. */
  publicUrl: string;
  smtpUrl: string | null;
  smtpFrom: string | null;
  /** Port of the Prometheus metrics listener; null (the default) serves no metrics. */
  metricsPort: number | null;
  /** Address of the metrics listener (loopback unless set). */
  metricsHost: string;
  /** Connect and greeting timeout of one SMTP attempt (the socket may stay idle twice as long). */
  smtpTimeoutMs: number;
  workerPollMs: number;
  workerConcurrency: number;
  segmentEvalMinutes: number;
  /** A visitor's conversation with no activity for this long is ended by the worker. */
  conversationIdleMinutes: number;
  /** Seconds an ended visit (the end call) may still be resumed by its visitor (a reload) before it really ends. */
  visitEndGraceSeconds: number;
  embeddings: { url: string; model: string; apiKey: string | null } | null;
  llm: { url: string; model: string; apiKey: string | null } | null;
  /** Memory of the embedded database (PGlite); see PGliteDriver.open. */
  embedded: { sharedBuffersMb: number; optimizingCompiler: boolean };
  /** How long the agent waits for the model in a turn before answering with the deterministic engine. */
  llmTimeoutMs: number;
  /** Which proxies' X-Forwarded-For to believe for the client address (SVC_TRUST_PROXY); null believes none. */
  trustProxy: TrustProxy | null;
  /** Time-outs of the HTTP server (docs/operations.md, "Time-outs"): slow or idle clients are cut off. */
  http: HttpTimeouts;
}

export interface HttpTimeouts {
  /** The request line and headers must arrive within this (SVC_HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (SVC_REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (SVC_KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** A connection silent both ways this long is closed (SVC_SOCKET_TIMEOUT_MS; Fastify's connectionTimeout). */
  socketTimeoutMs: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * Limits of the runtime API beyond the per-visitor buckets: a flood from one
 * address starts a new session (a new visitor) each time, so turns are also
 * counted per client address, and the follow-ups a turn may open per visitor
 * and per address (beyond them a turn still answers but files nothing new).
 */
export interface RuntimeLimits {
  /** Turns (POST …/messages) per client address per minute (a bucket: this many at once, refilling over a minute). */
  turnsPerAddressPerMinute: number;
  /** Follow-ups (and knowledge gaps) one visitor's turns may open per hour. */
  followUpsPerVisitorPerHour: number;
  /** Follow-ups (and knowledge gaps) the turns from one client address may open per hour. */
  followUpsPerAddressPerHour: number;
}

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

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = optional(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function list(env: Env, name: string): string[] {
  const raw = optional(env, name);
  if (raw === null) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const host = str(env, 'HOST', '127.0.0.1');
  const delays = list(env, 'SVC_WEBHOOK_RETRY_DELAYS');
  const webhookRetryDelays =
    delays.length === 0
      ? [30, 300, 1800, 7200]
      : delays.map((d) => {
          if (!/^\d+(\.\d+)?$/.test(d))
            throw new ConfigError(`SVC_WEBHOOK_RETRY_DELAYS must be comma-separated seconds, got "${d}"`);
          return Number(d);
        });
  if (webhookRetryDelays.length !== 4) {
    throw new ConfigError('SVC_WEBHOOK_RETRY_DELAYS must list exactly four delays (between the five attempts)');
  }
  const embeddingsUrl = optional(env, 'EMBEDDINGS_URL');
  const llmUrl = optional(env, 'LLM_URL');
  const displayHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  let trustProxy: TrustProxy | null;
  try {
    trustProxy = parseTrustProxy(env.SVC_TRUST_PROXY);
  } catch (err) {
    if (err instanceof TrustProxyError) throw new ConfigError(err.message);
    throw err;
  }
  const http: HttpTimeouts = {
    headersTimeoutMs: int(env, 'SVC_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    requestTimeoutMs: int(env, 'SVC_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000),
    keepAliveTimeoutMs: int(env, 'SVC_KEEP_ALIVE_TIMEOUT_MS', 72_000, 100, 600_000),
    socketTimeoutMs: int(env, 'SVC_SOCKET_TIMEOUT_MS', 120_000, 100, 3_600_000),
  };
  // Node refuses a header time-out longer than the request's: the headers are part of the request.
  if (http.headersTimeoutMs > http.requestTimeoutMs) {
    throw new ConfigError(
      `SVC_HEADERS_TIMEOUT_MS (${http.headersTimeoutMs}) must not exceed SVC_REQUEST_TIMEOUT_MS (${http.requestTimeoutMs})`,
    );
  }
  return {
    port,
    host,
    dataDir: path.resolve(str(env, 'DATA_DIR', './data')),
    databaseUrl: optional(env, 'DATABASE_URL'),
    databasePoolMax: int(env, 'DATABASE_POOL_MAX', 10, 1, 200),
    databaseStatementCache: int(env, 'DATABASE_STATEMENT_CACHE', DEFAULT_STATEMENT_CACHE, 0, 1000),
    redisUrl: optional(env, 'REDIS_URL'),
    redisPrefix: str(env, 'SVC_REDIS_PREFIX', 'svc:rl:'),
    outboundAllow: list(env, 'SVC_OUTBOUND_ALLOW'),
    webhookRetryDelays,
    webhookTimeoutMs: int(env, 'SVC_WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    webhookConcurrency: int(env, 'SVC_WEBHOOK_CONCURRENCY', 64, 1, 1024),
    streamMaxSeconds: int(env, 'SVC_STREAM_MAX_SECONDS', 300, 1, 86_400),
    runtimeLimits: {
      turnsPerAddressPerMinute: int(env, 'SVC_RUNTIME_TURNS_PER_ADDRESS', 60, 1, 100_000),
      followUpsPerVisitorPerHour: int(env, 'SVC_RUNTIME_FOLLOW_UPS_PER_VISITOR', 5, 1, 10_000),
      followUpsPerAddressPerHour: int(env, 'SVC_RUNTIME_FOLLOW_UPS_PER_ADDRESS', 20, 1, 100_000),
    },
    streamPollMs: int(env, 'SVC_STREAM_POLL_MS', 2000, 10, 60_000),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    publicUrl: str(
      env,
      'SVC_PUBLIC_URL',
      `http://${displayHost.includes(':') ? `[${displayHost}]` : displayHost}:${port}`,
    ).replace(/\/+$/, ''),
    smtpUrl: optional(env, 'SMTP_URL'),
    smtpFrom: optional(env, 'SMTP_FROM'),
    metricsPort: optional(env, 'METRICS_PORT') === null ? null : int(env, 'METRICS_PORT', 0, 0, 65535),
    metricsHost: str(env, 'METRICS_HOST', '127.0.0.1'),
    smtpTimeoutMs: int(env, 'SVC_SMTP_TIMEOUT_MS', 10_000, 100, 120_000),
    workerPollMs: int(env, 'SVC_WORKER_POLL_MS', 500, 10, 60_000),
    workerConcurrency: int(env, 'SVC_WORKER_CONCURRENCY', 4, 1, 256),
    segmentEvalMinutes: int(env, 'SVC_SEGMENT_EVAL_MINUTES', 5, 1, 10_080),
    conversationIdleMinutes: int(env, 'SVC_CONVERSATION_IDLE_MINUTES', 30, 1, 1440),
    visitEndGraceSeconds: int(env, 'SVC_VISIT_END_GRACE_SECONDS', 15, 0, 3600),
    embeddings: embeddingsUrl
      ? {
          url: embeddingsUrl,
          model: str(env, 'EMBEDDINGS_MODEL', 'text-embedding-3-small'),
          apiKey: optional(env, 'EMBEDDINGS_API_KEY'),
        }
      : null,
    llm: llmUrl
      ? { url: llmUrl, model: str(env, 'LLM_MODEL', 'gpt-4o-mini'), apiKey: optional(env, 'LLM_API_KEY') }
      : null,
    llmTimeoutMs: int(env, 'SVC_LLM_TIMEOUT_MS', 20_000, 100, 600_000),
    trustProxy,
    http,
    embedded: {
      sharedBuffersMb: int(env, 'SVC_EMBEDDED_SHARED_BUFFERS_MB', 32, 8, 4096),
      optimizingCompiler: bool(env, 'SVC_EMBEDDED_WASM_OPTIMIZE', false),
    },
  };
}

/**
 * The configuration the CLI's operator commands run with: the server's, except that the links
 * they print (`svc operators create`'s sign-in link, made in the CLI's own process on
 * PostgreSQL) follow SVC_API_URL, the server's address the banner tells the CLI to export,
 * when SVC_PUBLIC_URL does not say otherwise. Without this a server on another port than
 * 8080 got links to :8080.
 */
export function loadCliConfig(env: Env = process.env): Config {
  const apiUrl = optional(env, 'SVC_API_URL');
  if (apiUrl === null || optional(env, 'SVC_PUBLIC_URL') !== null) return loadConfig(env);
  return loadConfig({ ...env, SVC_PUBLIC_URL: parseApiUrl(apiUrl).replace(/\/v1$/, '') });
}

/** What the CLI's API commands read: where the API is and which key to send. */
export interface ClientConfig {
  /** SVC_API_URL: the API's base URL including /v1; null when unset. */
  apiUrl: string | null;
  /** The local server's API, used when neither SVC_API_URL nor a saved profile names one. */
  defaultApiUrl: string;
  /** SVC_API_KEY; null when unset (a saved profile may hold one). */
  apiKey: string | null;
  /** Where `svc login` saves the key: $XDG_CONFIG_HOME/concierge/profile.json, else ~/.config/…. */
  profileFile: string;
}

export function parseApiUrl(raw: string, name = 'SVC_API_URL'): string {
  const { url, problem } = checkHttpUrl(raw);
  if (problem === 'malformed')
    throw new ConfigError(`${name} must be a URL such as http://127.0.0.1:8080/v1, got "${raw}"`);
  if (!url) throw new ConfigError(`${name} must be an http or https URL, got "${raw}"`);
  if (url.search || url.hash) throw new ConfigError(`${name} must not have a query or fragment, got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

export function loadClientConfig(env: Env = process.env): ClientConfig {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const apiUrl = optional(env, 'SVC_API_URL');
  const configHome = optional(env, 'XDG_CONFIG_HOME') ?? path.join(optional(env, 'HOME') ?? os.homedir(), '.config');
  return {
    apiUrl: apiUrl === null ? null : parseApiUrl(apiUrl),
    defaultApiUrl: `http://127.0.0.1:${port}/v1`,
    apiKey: optional(env, 'SVC_API_KEY'),
    profileFile: path.join(configHome, 'concierge', 'profile.json'),
  };
}
