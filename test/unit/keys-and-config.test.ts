import { describe, expect, it } from 'vitest';
import { generateKey, hashKey, hashesEqual, parseKey } from '../../src/platform/keys/key-format.js';
import { ALL_SCOPES_FLAG, DEFAULT_SCOPES, SCOPES } from '../../src/platform/keys/scopes.js';
import { effectiveScopes, KeyInputError, resolveScopes } from '../../src/platform/keys/service.js';
import { ConfigError, loadCliConfig, loadConfig } from '../../src/config.js';

describe('API keys', () => {
  it('look like svc_live_/svc_test_ plus at least 32 base62 characters and are stored as SHA-256', () => {
    for (const mode of ['live', 'test'] as const) {
      const key = generateKey(mode);
      expect(key).toMatch(new RegExp(`^svc_${mode}_[0-9A-Za-z]{32,}$`));
      expect(parseKey(key)).toEqual({ mode });
      expect(hashKey(key)).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(new Set(Array.from({ length: 200 }, () => generateKey('live'))).size).toBe(200);
    for (const bad of [
      'svc_live_short',
      'svc_prod_' + 'a'.repeat(40),
      'Bearer x',
      '',
      'svc_live_' + 'a'.repeat(39) + '!',
    ]) {
      expect(parseKey(bad)).toBeNull();
    }
    expect(hashesEqual(hashKey('a'), hashKey('a'))).toBe(true);
    expect(hashesEqual(hashKey('a'), hashKey('b'))).toBe(false);
  });

  it('get every read scope by default, never a write scope or transcripts', () => {
    expect(resolveScopes({})).toEqual([...DEFAULT_SCOPES]);
    expect(DEFAULT_SCOPES).toContain('insights:read');
    expect(
      DEFAULT_SCOPES.every(
        (s) => !s.endsWith(':write') && s !== 'webhooks:manage' && s !== 'conversations:transcripts',
      ),
    ).toBe(true);
    expect(SCOPES.filter((s) => s.endsWith(':read')).every((s) => DEFAULT_SCOPES.includes(s))).toBe(true);
  });

  it('grant transcripts and privacy:manage only by name, even with --all-scopes', () => {
    expect(resolveScopes({ allScopes: true })).toEqual([...ALL_SCOPES_FLAG]);
    expect(resolveScopes({ allScopes: true })).not.toContain('conversations:transcripts');
    expect(resolveScopes({ allScopes: true })).not.toContain('privacy:manage');
    expect(DEFAULT_SCOPES).not.toContain('privacy:manage');
    // Keys and operators management too (issue 29): a key that makes keys or operators is named on purpose.
    expect(resolveScopes({ allScopes: true })).not.toContain('keys:manage');
    expect(resolveScopes({ allScopes: true })).not.toContain('operators:manage');
    const managing = ['privacy:manage', 'keys:manage', 'operators:manage'];
    expect(resolveScopes({ allScopes: true, scopes: ['conversations:transcripts'] })).toEqual(
      SCOPES.filter((s) => !managing.includes(s)),
    );
    expect(resolveScopes({ allScopes: true, scopes: ['conversations:transcripts', ...managing] })).toEqual([...SCOPES]);
    expect(resolveScopes({ scopes: ['leads:write'] })).toEqual(['leads:write']);
    expect(() => resolveScopes({ scopes: ['leads:delete'] })).toThrow(KeyInputError);
  });

  it('treat keys made before scopes existed as holding insights:read', () => {
    expect(effectiveScopes(null)).toEqual(['insights:read']);
    expect(effectiveScopes(['tours:read', 'gone:scope'])).toEqual(['tours:read']);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      databasePoolMax: 10,
      redisUrl: null,
      outboundAllow: [],
      webhookRetryDelays: [30, 300, 1800, 7200],
      streamMaxSeconds: 300,
      streamPollMs: 2000,
      logLevel: 'info',
      metricsPort: null,
      metricsHost: '127.0.0.1',
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads every variable and refuses malformed values', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_POOL_MAX: '24',
      DATABASE_STATEMENT_CACHE: '0',
      REDIS_URL: 'redis://h:6379',
      SVC_OUTBOUND_ALLOW: '127.0.0.1, 10.0.0.0/8,internal.example',
      SVC_WEBHOOK_RETRY_DELAYS: '1,2,3,4',
      SVC_STREAM_MAX_SECONDS: '5',
      SVC_STREAM_POLL_MS: '100',
      LOG_LEVEL: 'debug',
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      databasePoolMax: 24,
      databaseStatementCache: 0,
      redisUrl: 'redis://h:6379',
      outboundAllow: ['127.0.0.1', '10.0.0.0/8', 'internal.example'],
      webhookRetryDelays: [1, 2, 3, 4],
      streamMaxSeconds: 5,
      streamPollMs: 100,
      logLevel: 'debug',
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      publicUrl: 'http://127.0.0.1:9000',
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_STATEMENT_CACHE: '1001' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_STATEMENT_CACHE: '-1' })).toThrow(ConfigError);
    expect(loadConfig({}).databaseStatementCache).toBe(100);
    expect(() => loadConfig({ SVC_WEBHOOK_RETRY_DELAYS: '1,2,3' })).toThrow(ConfigError);
    expect(() => loadConfig({ SVC_WEBHOOK_RETRY_DELAYS: '1,2,x,4' })).toThrow(ConfigError);
  });

  it('gives the CLI’s operator commands the server’s address from SVC_API_URL for the links they print', () => {
    // The banner of a server on another port says `export SVC_API_URL=…`; a sign-in link made in the CLI's own
    // process (on PostgreSQL) must point there, not at :8080.
    expect(loadCliConfig({ SVC_API_URL: 'http://127.0.0.1:3000/v1' }).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadCliConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(
      loadCliConfig({ SVC_API_URL: 'http://127.0.0.1:3000/v1', SVC_PUBLIC_URL: 'https://concierge.example.com' })
        .publicUrl,
    ).toBe('https://concierge.example.com');
    expect(loadConfig({ SVC_API_URL: 'http://127.0.0.1:3000/v1' }).publicUrl).toBe('http://127.0.0.1:8080');
  });
});
