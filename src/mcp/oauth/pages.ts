import type { FastifyReply } from 'fastify';
import { SCOPE_GRANTS, type Scope } from '../../platform/keys/scopes.js';

/**
 * The sign-in and consent pages of the authorization flow, rendered by the
 * server as plain HTML forms: no script at all, one small stylesheet inline
 * under a hash-free nonce, and a CSP that lets a form post only here and (for
 * the redirect that ends the flow) to the client's own redirect origin.
 */

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}
h1{font-size:1.4rem}fieldset{border:1px solid #ccd;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}
label{display:block;margin:.3rem 0}small{color:#555}.error{color:#a40000;font-weight:600}
button{font:inherit;padding:.45rem 1.1rem;margin-right:.5rem;border-radius:6px;border:1px solid #335;cursor:pointer}
button.primary{background:#1f3a8a;color:#fff}input[type=email],input[type=password]{font:inherit;width:100%;padding:.35rem}`;

export function sendPage(
  reply: FastifyReply,
  opts: { status?: number; title: string; body: string; formTargets?: string[] },
): FastifyReply {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const formAction = ["'self'", ...(opts.formTargets ?? [])].join(' ');
  return reply
    .code(opts.status ?? 200)
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `form-action ${formAction}`,
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${esc(opts.title)} · Concierge</title><style nonce="${nonce}">${STYLE}</style></head>` +
        `<body><main>${opts.body}</main></body></html>`,
    );
}

export interface ClientView {
  name: string;
  clientId: string;
  uri: string | null;
}

const clientLine = (c: ClientView) =>
  `<p><strong>${esc(c.name)}</strong> <small>(${esc(c.clientId)})</small> asks to use Concierge as you, through its MCP server.</p>`;

export function signInBody(uid: string, client: ClientView, error: string | null, email = ''): string {
  return (
    `<h1>Sign in to connect an assistant</h1>${clientLine(client)}` +
    (error ? `<p class="error" role="alert">${esc(error)}</p>` : '') +
    `<form method="post" action="/oauth/interaction/${esc(uid)}/sign-in">` +
    `<label>Email <input type="email" name="email" autocomplete="username" required maxlength="320" value="${esc(email)}"></label>` +
    `<label>Password <input type="password" name="password" autocomplete="current-password" required maxlength="1024"></label>` +
    `<button class="primary" type="submit">Sign in</button></form>`
  );
}

export interface ConsentView {
  uid: string;
  client: ClientView;
  operatorEmail: string;
  workspaceId: string;
  /** Offered scopes, in SCOPES order; `checked` for the ones ticked by default (reads). */
  scopes: Array<{ scope: Scope; checked: boolean }>;
  error: string | null;
}

export function consentBody(v: ConsentView): string {
  const scopeRows = v.scopes
    .map(
      ({ scope, checked }) =>
        `<label><input type="checkbox" name="scope" value="${esc(scope)}"${checked ? ' checked' : ''}> ` +
        `<code>${esc(scope)}</code> <small>${esc(SCOPE_GRANTS[scope])}</small></label>`,
    )
    .join('');
  return (
    `<h1>Allow an assistant</h1>${clientLine(v.client)}` +
    `<p><small>Signed in as ${esc(v.operatorEmail)}.</small></p>` +
    (v.error ? `<p class="error" role="alert">${esc(v.error)}</p>` : '') +
    `<form method="post" action="/oauth/interaction/${esc(v.uid)}/confirm">` +
    `<fieldset><legend>Workspace</legend><label><input type="radio" name="workspace" value="${esc(v.workspaceId)}" checked> ${esc(v.workspaceId)}</label></fieldset>` +
    `<fieldset><legend>Data</legend>` +
    `<label><input type="radio" name="mode" value="live" checked> Live</label>` +
    `<label><input type="radio" name="mode" value="test"> Sandbox</label></fieldset>` +
    `<fieldset><legend>What it may do</legend><p><small>Reading is ticked; changes, and reading conversations word for word, only when you tick them.</small></p>${scopeRows}</fieldset>` +
    `<button class="primary" type="submit" name="decision" value="allow">Allow</button>` +
    `<button type="submit" name="decision" value="deny">Deny</button></form>`
  );
}

export function problemBody(message: string): string {
  return `<h1>This sign-in cannot go on</h1><p class="error" role="alert">${esc(message)}</p><p>Start again from the assistant.</p>`;
}
