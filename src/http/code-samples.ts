/**
 * `x-codeSamples` (read by Redoc and most OpenAPI renderers): one `curl`
 * command per operation, built from the operation itself (its method, path,
 * security and recorded example), so both API references show a call that can
 * be pasted into a shell.
 */
type Json = Record<string, any>;

/** Single-quoted for a POSIX shell. */
const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

export interface SampleOptions {
  /** The server's base URL (the document's first server). */
  base: string;
  /** How the bearer credential is written in the sample; null when the operation needs none. */
  credential: string | null;
}

/** The curl sample of an operation at `path` (OpenAPI template, `{id}` placeholders filled from examples where recorded). */
export function curlSample(
  method: string,
  path: string,
  op: Json,
  opts: SampleOptions,
): Array<{ lang: string; label: string; source: string }> {
  let url = path;
  const query: string[] = [];
  for (const p of op.parameters ?? []) {
    const value = p.example ?? p.schema?.example;
    if (p.in === 'path')
      url = url.replace(`{${p.name}}`, value !== undefined ? encodeURIComponent(String(value)) : `{${p.name}}`);
    else if (p.in === 'query' && p.required)
      query.push(`${p.name}=${value !== undefined ? encodeURIComponent(String(value)) : `{${p.name}}`}`);
  }
  const parts = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} ${quote(`${opts.base}${url}${query.length ? `?${query.join('&')}` : ''}`)}`,
  ];
  if (opts.credential) parts.push(`-H "Authorization: Bearer ${opts.credential}"`);
  const media = op.requestBody?.content?.['application/json'];
  if (media) {
    parts.push(`-H 'Content-Type: application/json'`);
    parts.push(`-d ${quote(JSON.stringify(media.example ?? {}))}`);
  }
  return [{ lang: 'Shell', label: 'curl', source: parts.join(' \\\n  ') }];
}
