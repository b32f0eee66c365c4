/**
 * Human output: aligned tables for lists, aligned key/value blocks for
 * objects, times in the local time zone. JSON output never goes through here.
 */

import { escapeLine } from './terminal-text.js';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const CELL_MAX = 48;

type Row = Record<string, unknown>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `2026-01-05T13:03:12.000Z` → `2026-01-05 14:03:12` in the local time zone (TZ). */
export function localTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTable = (v: unknown): v is Row[] => Array.isArray(v) && v.length > 0 && v.every(isRow);

/** One value on one line. */
export function cell(v: unknown, max = Number.POSITIVE_INFINITY): string {
  let s: string;
  if (v === null || v === undefined) s = '-';
  else if (typeof v === 'string') s = ISO_TIME.test(v) ? localTime(v) : escapeLine(v.replace(/\s+/g, ' '));
  else if (Array.isArray(v) && v.every(isScalar)) s = v.length === 0 ? '-' : v.map((x) => cell(x)).join(', ');
  else if (typeof v === 'object') s = escapeLine(JSON.stringify(v));
  else s = String(v);
  return s.length > max ? `${s.slice(0, Math.max(1, max - 1))}…` : s;
}

/** `createdAt` → `CREATED AT`. */
const heading = (key: string) =>
  escapeLine(key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toUpperCase();

/** Columns worth showing: scalar (or list-of-scalar) fields that are not empty in every row; `id` first. */
function autoColumns(rows: Row[]): string[] {
  const keys: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!keys.includes(k)) keys.push(k);
  const shown = keys.filter(
    (k) =>
      rows.some((r) => r[k] !== null && r[k] !== undefined && r[k] !== '') &&
      rows.every((r) => isScalar(r[k] ?? null) || (Array.isArray(r[k]) && (r[k] as unknown[]).every(isScalar))),
  );
  return shown.includes('id') ? ['id', ...shown.filter((k) => k !== 'id')] : shown;
}

// publicId: the one field the embed tag needs (agents list), so it is never the column left out.
const TELLING = new Set([
  'publicId',
  'name',
  'title',
  'status',
  'question',
  'email',
  'type',
  'mode',
  'prefix',
  'url',
  'domain',
  'slug',
  'kind',
  'state',
]);

/** Which columns go first when the table is too wide: other objects' ids and lists, then plain fields, then times. */
function rank(key: string, rows: Row[]): number {
  if (key === 'id') return 0;
  if (TELLING.has(key)) return 1;
  if (/At$/.test(key)) return 2;
  if (/Ids?$/.test(key)) return 4;
  if (rows.some((r) => Array.isArray(r[key]))) return 5;
  return 3;
}

/** An aligned table; columns that do not fit the width are left out (and named below it). */
export function table(rows: Row[], opts: { width: number; columns?: string[]; indent?: string }): string {
  const indent = opts.indent ?? '';
  let columns = opts.columns ?? autoColumns(rows);
  const widthOf = (k: string) => Math.max(heading(k).length, ...rows.map((r) => cell(r[k], CELL_MAX).length));
  const total = (cols: string[]) => indent.length + cols.reduce((n, k) => n + widthOf(k) + 2, 0) - 2;
  const left: string[] = [];
  while (columns.length > 2 && total(columns) > opts.width) {
    const drop = columns.reduce((worst, k) => (rank(k, rows) >= rank(worst, rows) ? k : worst));
    left.push(drop);
    columns = columns.filter((k) => k !== drop);
  }
  const widths = columns.map(widthOf);
  const line = (values: string[]) =>
    indent +
    values
      .map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(columns.map(heading)), ...rows.map((r) => line(columns.map((k) => cell(r[k], CELL_MAX))))];
  if (left.length > 0) out.push(`${indent}(not shown: ${left.join(', ')}; --json prints everything)`);
  return out.join('\n');
}

/** Key/value lines, nested objects indented, lists of objects as tables. */
function block(obj: Row, width: number, indent: string): string[] {
  const keys = Object.keys(obj);
  const keyWidth = Math.max(0, ...keys.map((k) => k.length));
  const lines: string[] = [];
  for (const k of keys) {
    const v = obj[k];
    if (isTable(v)) {
      lines.push(`${indent}${escapeLine(k)}:`);
      lines.push(table(v, { width, indent: `${indent}  ` }));
    } else if (isRow(v) && Object.keys(v).length > 0 && indent.length < 8) {
      lines.push(`${indent}${escapeLine(k)}:`);
      lines.push(...block(v, width, `${indent}  `));
    } else {
      lines.push(
        `${indent}${escapeLine(k).padEnd(keyWidth)}  ${cell(v, Math.max(20, width - indent.length - keyWidth - 2))}`,
      );
    }
  }
  return lines;
}

/**
 * Any API or command result for people. A page (`{items, nextCursor, …}`) is
 * its other fields, then the items as a table, then how to get the next page.
 */
export function renderHuman(value: unknown, width: number): string {
  if (value === undefined || value === null) return 'Done.\n';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(none)\n';
    return `${isTable(value) ? table(value, { width }) : value.map((v) => cell(v)).join('\n')}\n`;
  }
  if (!isRow(value)) return `${cell(value)}\n`;
  if (Array.isArray(value.items)) {
    const { items, nextCursor, ...rest } = value;
    const parts: string[] = [];
    if (Object.keys(rest).length > 0) parts.push(block(rest, width, '').join('\n'), '');
    parts.push(
      (items as unknown[]).length === 0
        ? '(none)'
        : isTable(items)
          ? table(items, { width })
          : (items as unknown[]).map((v) => cell(v)).join('\n'),
    );
    if (typeof nextCursor === 'string') parts.push('', `More: repeat with --cursor ${nextCursor}`);
    return `${parts.join('\n')}\n`;
  }
  return `${block(value, width, '').join('\n')}\n`;
}
