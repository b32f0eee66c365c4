import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import type { OAuthClientProvider, OAuthDiscoveryState } from '@modelcontextprotocol/client';

/**
 * A certificate for https://127.0.0.1 made for this run (openssl), trusted by
 * this test process only (tls.setDefaultCACertificates), so the service can
 * fetch a Client ID Metadata Document (always https) from a loopback server.
 */
export function loopbackCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oauth-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', keyFile].concat([
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  const out = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), out.cert]);
  return out;
}

/** An https server on loopback answering one JSON document at `path`; counts the fetches. */
export async function serveDocument(
  cert: { key: string; cert: string },
  docPath: string,
  document: (url: string) => Record<string, unknown>,
): Promise<{ url: string; fetches: () => number; close: () => Promise<void> }> {
  let fetches = 0;
  let url = '';
  const server = https.createServer(cert, (req, res) => {
    if (req.url !== docPath) return void res.writeHead(404).end();
    fetches++;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' });
    res.end(JSON.stringify(document(url)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as { port: number }).port}${docPath}`;
  return { url, fetches: () => fetches, close: () => new Promise((r) => server.close(() => r())) };
}

/** Where the browser lands at the end of the flow (the client's redirect URI): answers a plain page. */
export async function callbackServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('done'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/callback`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/**
 * The SDK's OAuthClientProvider, kept in memory: what a real assistant keeps
 * on disk. `authorizationUrl` is where the SDK wanted to send the user; the
 * test drives the browser there.
 */
export class MemoryOAuthProvider implements OAuthClientProvider {
  authorizationUrl: URL | null = null;
  #verifier = '';
  #client: unknown;
  #tokens: unknown;
  #discovery: OAuthDiscoveryState | undefined;

  constructor(
    readonly redirect: string,
    readonly clientMetadataUrl?: string,
    readonly name = 'Test assistant',
  ) {}

  get redirectUrl(): string {
    return this.redirect;
  }

  get clientMetadata() {
    return {
      client_name: this.name,
      redirect_uris: [this.redirect],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  clientInformation() {
    return this.#client as never;
  }
  saveClientInformation(info: unknown) {
    this.#client = info;
  }
  tokens() {
    return this.#tokens as never;
  }
  saveTokens(tokens: unknown) {
    this.#tokens = tokens;
  }
  get savedTokens(): { access_token: string; refresh_token?: string; scope?: string } | undefined {
    return this.#tokens as never;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  // Kept beside the verifier so the SDK checks, on the way back, that the code came from the
  // authorization server it discovered (SEP-2352).
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.#discovery = state;
  }
  discoveryState() {
    return this.#discovery;
  }
  saveCodeVerifier(v: string) {
    this.#verifier = v;
  }
  codeVerifier() {
    return this.#verifier;
  }
}

/**
 * Builds the dashboard from its sources (app/vite.config.ts) into a fresh
 * temporary folder, so the consent page tested is the code as it is now.
 */
export async function buildDashboardApp(): Promise<{ dir: string; remove: () => void }> {
  const { build } = await import('vite');
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-app-'));
  await build({
    configFile: path.resolve('app/vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return { dir: outDir, remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}
