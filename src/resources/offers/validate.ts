import { invalidRequest } from '../../contract/errors.js';
import { parseHttpUrl } from '../../lib/http-url.js';
import { LIMITS, UTM_KEYS, type ConversionBody, type CtaActionBody, type DeployBody } from './schemas.js';

/**
 * The checks the schema cannot express (types, enums, lengths and list sizes are
 * the schema's). Each returns the value to store: trimmed, de-duplicated and
 * holding only the fields the contract knows, so unknown fields never reach storage.
 * Every violation is a 400 invalid-request naming the field (`param`).
 */

export function requireText(value: string, param: string): string {
  const t = value.trim();
  if (!t) throw invalidRequest(`${param} must not be blank.`, param);
  return t;
}

export function requireHttpUrl(value: string, param: string): string {
  if (!parseHttpUrl(value))
    throw invalidRequest(`${param} must be a full http or https URL (for example https://example.com/page).`, param);
  return value;
}

const CTA_NEEDS: Partial<Record<CtaActionBody['type'], 'url' | 'contentRefId' | 'experienceId'>> = {
  navigate: 'url',
  open_content: 'contentRefId',
  open_experience: 'experienceId',
};

export function normaliseCtaAction(a: CtaActionBody): CtaActionBody {
  const needed = CTA_NEEDS[a.type];
  for (const field of ['url', 'contentRefId', 'experienceId'] as const) {
    const param = `ctaAction.${field}`;
    if (field === needed && a[field] === undefined)
      throw invalidRequest(`${param} is required when ctaAction.type is ${a.type}.`, param);
    if (field !== needed && a[field] !== undefined)
      throw invalidRequest(`${param} does not belong to ctaAction.type ${a.type}.`, param);
  }
  if (a.type === 'navigate') return { type: a.type, url: requireHttpUrl(a.url!, 'ctaAction.url') };
  if (needed) return { type: a.type, [needed]: a[needed] };
  return { type: a.type };
}

export function normaliseChips(chips: string[]): string[] {
  const seen = new Set<string>();
  return chips.map((chip, i) => {
    const t = requireText(chip, `chips[${i}]`);
    if (seen.has(t.toLowerCase())) throw invalidRequest(`chips[${i}] repeats another chip.`, `chips[${i}]`);
    seen.add(t.toLowerCase());
    return t;
  });
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_RE = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})*\\.?$`, 'i');

function hosts(list: string[], param: string): string[] {
  return unique(
    list.map((h, i) => {
      if (!HOST_RE.test(h))
        throw invalidRequest(
          `${param}[${i}] must be a host name such as example.com or *.example.com, without scheme, port or path.`,
          `${param}[${i}]`,
        );
      return h.toLowerCase();
    }),
  );
}

function pagePatterns(list: string[], param: string): string[] {
  return unique(
    list.map((p, i) => {
      if (!/^\/[^\s?#]*$/.test(p))
        throw invalidRequest(
          `${param}[${i}] must be a path pattern starting with / (for example /blog/*), without spaces, query or fragment.`,
          `${param}[${i}]`,
        );
      return p;
    }),
  );
}

function unique<T>(list: T[]): T[] {
  return [...new Set(list)];
}

function isPrimitive(v: unknown): v is string | number | boolean {
  return (typeof v === 'string' && v.length <= 200) || typeof v === 'number' || typeof v === 'boolean';
}

function crmGate(crm: Record<string, unknown>): Record<string, unknown> {
  const entries = Object.entries(crm);
  if (entries.length > LIMITS.crmKeys)
    throw invalidRequest(`deploy.crm may hold at most ${LIMITS.crmKeys} fields.`, 'deploy.crm');
  for (const [key, value] of entries) {
    const param = `deploy.crm.${key}`;
    if (!/^[A-Za-z0-9_.-]{1,100}$/.test(key))
      throw invalidRequest(`${param}: CRM field names are letters, digits, dots, dashes or underscores.`, 'deploy.crm');
    const ok = Array.isArray(value)
      ? value.length > 0 && value.length <= 50 && value.every(isPrimitive)
      : isPrimitive(value);
    if (!ok)
      throw invalidRequest(
        `${param} must be a string (up to 200 characters), number or boolean, or a non-empty list of them.`,
        param,
      );
  }
  return crm;
}

export function normaliseDeploy(d: DeployBody): DeployBody {
  const out: DeployBody = { live: d.live, presentation: d.presentation };
  if (d.hosts) out.hosts = hosts(d.hosts, 'deploy.hosts');
  if (d.includePages) out.includePages = pagePatterns(d.includePages, 'deploy.includePages');
  if (d.excludePages) out.excludePages = pagePatterns(d.excludePages, 'deploy.excludePages');
  if (d.utm) {
    const utm: NonNullable<DeployBody['utm']> = {};
    for (const [key, value] of Object.entries(d.utm)) {
      const param = `deploy.utm.${key}`;
      if (!(UTM_KEYS as readonly string[]).includes(key))
        throw invalidRequest(`${param} is not a utm tag; use ${UTM_KEYS.join(', ')}.`, param);
      if (value !== undefined) utm[key as (typeof UTM_KEYS)[number]] = requireText(value, param);
    }
    out.utm = utm;
  }
  if (d.referrerHosts) out.referrerHosts = hosts(d.referrerHosts, 'deploy.referrerHosts');
  if (d.visitorType) out.visitorType = d.visitorType;
  if (d.crm) out.crm = crmGate(d.crm);
  if (d.industries) out.industries = unique(d.industries.map((v, i) => requireText(v, `deploy.industries[${i}]`)));
  if (d.devices) out.devices = unique(d.devices);
  if (d.afterSeconds !== undefined) out.afterSeconds = d.afterSeconds;
  if (d.startsAt !== undefined) out.startsAt = instant(d.startsAt, 'deploy.startsAt');
  if (d.endsAt !== undefined) out.endsAt = instant(d.endsAt, 'deploy.endsAt');
  if (out.startsAt && out.endsAt && Date.parse(out.startsAt) >= Date.parse(out.endsAt)) {
    throw invalidRequest('deploy.endsAt must be after deploy.startsAt.', 'deploy.endsAt');
  }
  return out;
}

function instant(value: string, param: string): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalidRequest(`${param} must be an ISO 8601 date-time with a time zone.`, param);
  return new Date(ms).toISOString();
}

export function normaliseConversion(c: ConversionBody): ConversionBody {
  const out: ConversionBody = {};
  if (c.collect) {
    if (c.collect.length > 0 && c.formId) {
      throw invalidRequest(
        'conversion.formId runs an agent form instead of collect; send one or the other.',
        'conversion.formId',
      );
    }
    out.collect = unique(c.collect);
  }
  if (c.formId) out.formId = c.formId;
  if (c.agentNote !== undefined) out.agentNote = c.agentNote;
  if (c.destination !== undefined) out.destination = c.destination;
  return out;
}
