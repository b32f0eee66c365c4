/**
 * The simulator's HTTP client for the runtime API: plain fetch, the sandbox
 * simulation clock on every call, and patience with 429s (it waits the
 * Retry-After the server asks for, as a well-behaved page would).
 */
export interface Reply {
  status: number;
  body: any;
  /** For streamed turns: the assistant's text and its non-text parts. */
  text?: string;
  parts?: Array<Record<string, any>>;
}

export class RuntimeClient {
  waits = 0;

  constructor(
    readonly baseUrl: string,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  async call(
    method: 'GET' | 'POST',
    path: string,
    opts: { body?: unknown; token?: string; at?: Date } = {},
  ): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${this.baseUrl}/runtime/v1${path}`, {
        method,
        headers: {
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.at ? { 'x-simulated-time': opts.at.toISOString() } : {}),
        },
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
      });
      if (res.status === 429 && attempt < 20) {
        await res.arrayBuffer();
        this.waits++;
        await this.sleep(Math.max(1, Number(res.headers.get('retry-after') ?? 1)) * 1000);
        continue;
      }
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('text/event-stream'))
        return { status: res.status, body: null, ...readStream(await res.text()) };
      const raw = await res.text();
      return { status: res.status, body: type.includes('json') && raw ? JSON.parse(raw) : raw };
    }
  }
}

/** The assistant message of a UI message stream: its text and its other parts (sources, data parts). */
export function readStream(raw: string): { text: string; parts: Array<Record<string, any>> } {
  let text = '';
  const parts: Array<Record<string, any>> = [];
  for (const line of raw.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const chunk = JSON.parse(line.slice(6));
    if (chunk.type === 'text-delta') text += chunk.delta;
    else if (chunk.type === 'text-end') text += '\n';
    else if (chunk.type.startsWith('data-') || chunk.type.startsWith('source-')) parts.push(chunk);
  }
  return { text: text.trim(), parts };
}
