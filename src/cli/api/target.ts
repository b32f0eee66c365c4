import fs from 'node:fs';
import path from 'node:path';
import { loadClientConfig, parseApiUrl, ConfigError } from '../../config.js';
import { keyPrefix, parseKey } from '../../platform/keys/key-format.js';
import { createConciergeClient } from '../../client/index.js';
import { printResult, UsageError, type CliCommand } from '../command.js';
import { describeFailure, readableError } from './failures.js';

/** Where API commands send requests, and with which key. */
export interface ApiTarget {
  url: string;
  key: string;
}

interface Profile {
  apiUrl: string;
  key: string;
}

function readProfile(file: string, warn: (text: string) => void): Profile | null {
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0)
    warn(`svc: ${file} can be read by other users; chmod 600 it (it holds an API key)\n`);
  try {
    const p = JSON.parse(raw) as Partial<Profile>;
    if (typeof p.key === 'string' && typeof p.apiUrl === 'string') return { key: p.key, apiUrl: p.apiUrl };
  } catch {
    /* reported below */
  }
  throw new UsageError(`${file} is not a saved profile; remove it, then svc login again`);
}

/** SVC_API_URL and SVC_API_KEY win over the profile `svc login` saved; the URL defaults to the local server's. */
export function resolveTarget(warn: (text: string) => void): ApiTarget {
  const c = loadClientConfig();
  const profile = readProfile(c.profileFile, warn);
  const key = c.apiKey ?? profile?.key;
  if (!key) {
    throw new Error(
      'no API key: set SVC_API_KEY=svc_…, or save one with `svc login --key svc_…`. Make one where the server runs: svc keys create --mode test --all-scopes',
    );
  }
  return { url: c.apiUrl ?? profile?.apiUrl ?? c.defaultApiUrl, key };
}

/** Written whole with owner-only permissions (directory 0700, file 0600), then renamed into place. */
function writeProfile(file: string, profile: Profile): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(profile, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}

/** Asks the server whether it knows the key: GET /v1/sandbox answers 200 to a test key and 403 sandbox-only to a live one. */
async function checkKey(target: ApiTarget): Promise<{ ok: boolean; note: string }> {
  const client = createConciergeClient({ apiUrl: target.url, apiKey: target.key });
  try {
    const { response, error } = await client.GET('/v1/sandbox');
    const code = (error as { code?: string } | undefined)?.code;
    if (response.ok || code === 'sandbox-only') return { ok: true, note: 'the server accepted it' };
    if (code === 'plan-api-off')
      return {
        ok: true,
        note: "the server knows it, but the workspace's plan has API access off (svc workspace plan ID --api on)",
      };
    return { ok: false, note: readableError(response, error) };
  } catch (err) {
    return { ok: true, note: `not checked: ${describeFailure(err, target.url)}` };
  }
}

export const targetCommands: CliCommand[] = [
  {
    words: ['login'],
    group: 'tools',
    summary: 'Save an API key (and the API URL) for the API commands, readable only by you',
    details:
      'Checks the key against the server first. Saved in $XDG_CONFIG_HOME/concierge/profile.json (default ~/.config/concierge/profile.json, mode 0600). SVC_API_KEY and SVC_API_URL, when set, win over it.',
    flags: [
      {
        name: 'key',
        type: 'string',
        required: true,
        description:
          'the API key (svc_live_… or svc_test_…); - reads it from stdin, which keeps it out of the shell history',
      },
      {
        name: 'url',
        type: 'string',
        description: "the API's base URL including /v1; default SVC_API_URL, else the local server's",
      },
    ],
    example: 'login --key svc_test_4f8KQ2mZx7LcR9pWb5NfYh7JdG4sAe6UoQ1iKtXv',
    run: async (args, io) => {
      const key = (args.key === '-' ? fs.readFileSync(0, 'utf8') : String(args.key)).trim();
      const mode = parseKey(key)?.mode;
      if (!mode) throw new UsageError('--key must be an API key: svc_live_… or svc_test_… (svc keys create makes one)');
      const c = loadClientConfig();
      let url: string;
      try {
        url = typeof args.url === 'string' ? parseApiUrl(args.url, '--url') : (c.apiUrl ?? c.defaultApiUrl);
      } catch (err) {
        if (err instanceof ConfigError) throw new UsageError(err.message);
        throw err;
      }
      const check = await checkKey({ url, key });
      if (!check.ok) {
        io.err(`svc login: the server refused the key; nothing saved.\n${check.note}`);
        return 1;
      }
      writeProfile(c.profileFile, { apiUrl: url, key });
      const result = { profile: c.profileFile, apiUrl: url, mode, key: keyPrefix(key), checked: check.note };
      printResult(
        io,
        result,
        (r: typeof result) =>
          `Saved ${r.key} (${r.mode === 'test' ? 'test key: the sandbox' : 'live key'}) for ${r.apiUrl} in ${r.profile}, readable only by you (${r.checked}).\n`,
      );
      return 0;
    },
  },
  {
    words: ['logout'],
    group: 'tools',
    summary: 'Forget the key svc login saved',
    example: 'logout',
    run: async (_args, io) => {
      const file = loadClientConfig().profileFile;
      const existed = fs.existsSync(file);
      fs.rmSync(file, { force: true });
      printResult(io, { profile: file, removed: existed }, () =>
        existed ? `Removed ${file}.\n` : `No saved key (${file} does not exist).\n`,
      );
      return 0;
    },
  },
];
