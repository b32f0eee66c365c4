import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseApiUrl } from '../config.js';
import { parseKey } from '../platform/keys/key-format.js';
import { startStdioBridge } from '../mcp/stdio-bridge.js';
import { UsageError, type CliCommand } from './command.js';
import { resolveTarget } from './api/target.js';
import { describeFailure } from './api/failures.js';

const VERSION = (
  JSON.parse(
    fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'),
  ) as { version: string }
).version;

export const mcpCommand: CliCommand = {
  words: ['mcp'],
  group: 'tools',
  summary: 'Serve the MCP tools over stdio for a local AI assistant (Claude Desktop), with an API key',
  details:
    "Speaks the Model Context Protocol on stdin/stdout and forwards every request to the server's /mcp with the key as bearer token, so the tools and their scopes are the key's. The server must be running (npm start); the URL comes from --url, SVC_API_URL or the profile svc login saved, else the local server's. Messages go to stderr only.",
  flags: [
    {
      name: 'key',
      type: 'string',
      description: 'the API key (svc_live_… or svc_test_…); default SVC_API_KEY or the saved profile',
    },
    {
      name: 'url',
      type: 'string',
      description: "the API's base URL including /v1; default SVC_API_URL, the profile, else the local server's",
    },
  ],
  example: 'mcp --key svc_test_4f8KQ2mZx7LcR9pWb5NfYh7JdG4sAe6UoQ1iKtXv',
  run: async (args, io) => {
    let target: { url: string; key: string };
    try {
      const fallback =
        typeof args.key === 'string' && typeof args.url === 'string' ? null : resolveTarget((t) => io.err(t));
      target = {
        key: typeof args.key === 'string' ? args.key.trim() : fallback!.key,
        url: typeof args.url === 'string' ? parseApiUrl(args.url, '--url') : fallback!.url,
      };
    } catch (err) {
      if (err instanceof ConfigError) throw new UsageError(err.message);
      throw err;
    }
    if (!parseKey(target.key))
      throw new UsageError('--key must be an API key: svc_live_… or svc_test_… (svc keys create makes one)');
    try {
      const { remote } = await startStdioBridge({ apiUrl: target.url, key: target.key, version: VERSION });
      io.err(`svc mcp: serving ${target.url.replace(/\/v1\/?$/, '')}/mcp over stdio\n`);
      process.stdin.on('end', () => void remote.close().finally(() => process.exit(0)));
    } catch (err) {
      const unreachable = (err as { cause?: { code?: string } }).cause?.code !== undefined;
      io.err(
        `svc mcp: ${unreachable ? describeFailure(err, target.url) : `the server refused: ${(err as Error).message}`}\n`,
      );
      return 1;
    }
    return -1;
  },
};
