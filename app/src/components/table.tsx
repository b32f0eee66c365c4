/**
 * The list scaffolding the management pages share (Offers, Segments, Tours, API keys, webhooks):
 * a list's state line (loading, error, empty) and, once it has rows, a table with a
 * header row of column headings, one row per item. A page names its columns; the
 * markup, and so what screen readers and the browser tests see, is the same everywhere.
 */
import { type ComponentChildren, Fragment } from 'preact';
import { ListState, MoreButton } from './ui.js';
import type { Paged } from '../lib/hooks.js';

export interface Column<T> {
  head: string;
  cell: (row: T) => ComponentChildren;
}

export function DataTable<T>(props: { rows: readonly T[]; columns: readonly Column<T>[]; rowKey: (row: T) => string }) {
  if (props.rows.length === 0) return null;
  return (
    <table>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c.head} scope="col">
              {c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={props.rowKey(r)}>
            {props.columns.map((c) => (
              <td key={c.head}>{c.cell(r)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const byId = (row: { id: string }) => row.id;

/**
 * A whole list: its state, its table, and for a paged list the "Load more" button.
 * `rows` defaults to the list's items (a paged list) and is given for a one-read list.
 */
export function ListTable<T extends { id: string }>(props: {
  list: { loading: boolean; error: Error | undefined } & Partial<Pick<Paged<T>, 'items'>>;
  rows?: readonly T[];
  columns: readonly Column<T>[];
  what: string;
  more?: Paged<T>;
}) {
  const rows = props.rows ?? props.list.items ?? [];
  return (
    <>
      <ListState loading={props.list.loading} error={props.list.error} empty={rows.length === 0} what={props.what} />
      <DataTable rows={rows} columns={props.columns} rowKey={byId} />
      {props.more ? <MoreButton list={props.more} what={props.what} /> : null}
    </>
  );
}

/** A row's title with its detail line under it (a description, a message, a key's prefix). */
export function Titled(props: { title: ComponentChildren; detail?: ComponentChildren }) {
  return (
    <>
      {props.title}
      {props.detail ? <div>{props.detail}</div> : null}
    </>
  );
}

/** A row's action button, named for screen readers with the row it acts on ("Edit Spring sale"). */
export function RowAction(props: { label: string; name: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" disabled={props.disabled} onClick={props.onClick} aria-label={`${props.label} ${props.name}`}>
      {props.label}
    </button>
  );
}

/**
 * Above a list: the "New …" button, the page's outcome line, and the editor while one
 * is open (`null`: a new item). Keyed by what it edits, so switching items starts afresh.
 */
export function NewAndEdit<T extends { id: string }>(props: {
  what: string;
  editing: T | 'new' | null;
  onNew: () => void;
  outcome: ComponentChildren;
  editor: (item: T | null) => ComponentChildren;
}) {
  const { editing } = props;
  return (
    <>
      <p>
        <button type="button" onClick={props.onNew}>
          New {props.what}
        </button>
      </p>
      {props.outcome}
      {editing ? (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {props.editor(editing === 'new' ? null : editing)}
        </Fragment>
      ) : null}
    </>
  );
}
