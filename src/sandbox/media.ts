import type { FastifyInstance } from 'fastify';
import { ApiError } from '../contract/errors.js';

/**
 * GET /sandbox/media/{name}: the example tours' media, made by the service
 * itself, so the sandbox shows working pictures without any outside host
 * (issue 25). Pictures are small SVG screens naming what they stand for; the
 * sandbox ships no recordings, so its video screens play silence of their
 * length behind their poster picture, and the narration is a short chime.
 * Public like /sdk.js: no key, limited per address, loadable from any origin.
 */
export const SANDBOX_MEDIA_PATH = 'sandbox/media';

const PICTURES: Record<string, string> = {
  home: 'Home',
  inbox: 'Inbox',
  reports: 'Reports',
  install: 'Install the widget',
  done: 'All set',
  filters: 'Filters',
  export: 'Export',
};

/** Seconds of each sound: the video screens' durations, and the narration's chime. */
const SOUNDS: Record<string, { seconds: number; tone: boolean }> = {
  install: { seconds: 45, tone: false },
  train: { seconds: 30, tone: false },
  snippet: { seconds: 0.8, tone: true },
};

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function picture(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540" font-family="system-ui, sans-serif">
<rect width="960" height="540" fill="#f4f6f8"/><rect width="960" height="56" fill="#0f766e"/>
<text x="28" y="36" fill="#fff" font-size="22" font-weight="700">Example product</text>
<rect x="40" y="90" width="880" height="410" rx="14" fill="#fff" stroke="#d5dae3"/>
<text x="480" y="280" fill="#4a5568" font-size="40" text-anchor="middle">${escapeXml(title)}</text>
<text x="480" y="330" fill="#94a3b8" font-size="20" text-anchor="middle">example screen</text>
</svg>
`;
}

/** 8-bit mono PCM: silence, or a fading 660 Hz chime. */
function wav(seconds: number, tone: boolean, rate = 4000): Buffer {
  const samples = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + samples, 128);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples, 40);
  if (tone)
    for (let i = 0; i < samples; i++)
      buf[44 + i] = Math.round(128 + 40 * (1 - i / samples) * Math.sin((2 * Math.PI * 660 * i) / rate));
  return buf;
}

/** The media a name stands for, or null. */
export function sandboxMedia(file: string): { type: string; body: string | Buffer } | null {
  const m = /^([a-z]+)\.(svg|wav)$/.exec(file);
  if (!m) return null;
  if (m[2] === 'svg' && PICTURES[m[1]!]) return { type: 'image/svg+xml', body: picture(PICTURES[m[1]!]!) };
  const sound = m[2] === 'wav' ? SOUNDS[m[1]!] : undefined;
  return sound ? { type: 'audio/wav', body: wav(sound.seconds, sound.tone) } : null;
}

export function registerSandboxMedia(app: FastifyInstance): void {
  app.route({
    method: 'GET',
    url: `/${SANDBOX_MEDIA_PATH}/:file`,
    schema: { hide: true },
    config: { asset: true },
    handler: async (req, reply) => {
      const media = sandboxMedia((req.params as { file: string }).file);
      if (!media) throw new ApiError('not-found', 'No such example media.');
      return reply
        .header('Content-Type', media.type)
        .header('Cache-Control', 'public, max-age=86400')
        .header('Access-Control-Allow-Origin', '*')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('X-Content-Type-Options', 'nosniff')
        .send(media.body);
    },
  });
}
