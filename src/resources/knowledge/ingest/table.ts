/** The few DOM members a table is read with (the project compiles without the DOM library). */
export interface TableNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TableNode>;
  getAttribute?(name: string): string | null;
}

interface Cell {
  text: string;
  header: boolean;
}

/** A header cell longer than this is a sentence about the column, not its name, and labels nothing. */
const MAX_LABEL_WORDS = 8;
/** How much longer than its own text a table's labelled rows may be (labels of a narrow table take about 3×). */
const MAX_GROWTH = 6;
const MAX_GROWTH_SLACK = 2_000;

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const elements = (n: TableNode) => Array.from(n.childNodes).filter((c) => c.nodeType === 1);
const tag = (n: TableNode) => n.nodeName.toUpperCase();
const span = (n: TableNode, name: string) => {
  const v = Number.parseInt(n.getAttribute?.(name) ?? '', 10);
  return Number.isFinite(v) && v > 1 ? Math.min(v, 50) : 1;
};

/** The table's own rows (not a nested table's), with whether each sits in its <thead>. */
function rowsOf(table: TableNode): Array<{ row: TableNode; head: boolean }> {
  const rows: Array<{ row: TableNode; head: boolean }> = [];
  for (const child of elements(table)) {
    const t = tag(child);
    if (t === 'TR') rows.push({ row: child, head: false });
    else if (t === 'THEAD' || t === 'TBODY' || t === 'TFOOT')
      for (const r of elements(child)) if (tag(r) === 'TR') rows.push({ row: r, head: t === 'THEAD' });
  }
  return rows;
}

/**
 * The rows as a grid: a cell spanning columns fills each of them, and one
 * spanning rows is repeated in the rows below, so every row holds its own
 * value for every column ("United Kingdom" on each of its delivery services).
 */
function grid(rows: TableNode[]): Cell[][] {
  const carried: Array<{ cell: Cell; left: number } | undefined> = [];
  return rows.map((row) => {
    const out: Cell[] = [];
    const cells = elements(row).filter((c) => tag(c) === 'TD' || tag(c) === 'TH');
    let col = 0;
    const takeCarried = () => {
      for (let c = carried[col]; c && c.left > 0; c = carried[col]) {
        out[col] = c.cell;
        c.left--;
        col++;
      }
    };
    for (const el of cells) {
      takeCarried();
      const cell = { text: norm(el.textContent), header: tag(el) === 'TH' };
      const rowSpan = span(el, 'rowspan');
      for (let k = 0; k < span(el, 'colspan'); k++, col++) {
        out[col] = cell;
        carried[col] = rowSpan > 1 ? { cell, left: rowSpan - 1 } : undefined;
      }
    }
    takeCarried();
    return Array.from(out, (c) => c ?? { text: '', header: false });
  });
}

/** Column labels from the header rows, one per column; '' where a column has none. */
function labelsOf(headRows: Cell[][]): string[] {
  const width = Math.max(0, ...headRows.map((r) => r.length));
  return Array.from({ length: width }, (_, col) => {
    const parts = [...new Set(headRows.map((r) => r[col]?.text ?? '').filter(Boolean))];
    const label = parts.join(' ');
    return (label.match(/\S+/g) ?? []).length <= MAX_LABEL_WORDS ? label : '';
  });
}

const joinCells = (cells: string[]) => cells.filter(Boolean).join(' | ');

/** A data row with each cell named by its column ("Plan: Core | Price: €6 per employee per month"). */
function labelled(row: Cell[], labels: string[]): string {
  return joinCells(
    row.map((cell, col) => {
      const label = labels[col] ?? '';
      if (!cell.text || !label || label.toLowerCase() === cell.text.toLowerCase()) return cell.text;
      return `${label}: ${cell.text}`;
    }),
  );
}

/**
 * A table's rows as lines of text. Each row is one line, cells joined by " | ",
 * so a price stays with what it is the price of; when the table has a header
 * row (its <thead>, or leading rows of <th> cells), each cell also says its
 * column's name, since a row alone ("Core | €6 | €49") does not say which
 * number is the price and which the minimum fee, and a question names the
 * column. A table without header rows keeps its rows as written, except that
 * a row headed by a <th> reads "Phone: 01234 567890". The header row itself is
 * not a line: it is said in every row, and alone it answers nothing.
 */
export function tableLines(table: TableNode): string[] {
  const lines = readTable(table);
  // A crawled page is hostile input: spans and labels repeat text, so a table of a few spanning cells could say
  // its text fifty times over. Past a bound the rows are read as written, cell after cell, each said once.
  const said = lines.reduce((n, l) => n + l.length, 0);
  if (said <= MAX_GROWTH * norm(table.textContent).length + MAX_GROWTH_SLACK) return lines;
  return rowsOf(table)
    .map(({ row }) =>
      joinCells(
        elements(row)
          .filter((c) => tag(c) === 'TD' || tag(c) === 'TH')
          .map((c) => norm(c.textContent)),
      ),
    )
    .filter(Boolean);
}

function readTable(table: TableNode): string[] {
  const rows = rowsOf(table);
  const cells = grid(rows.map((r) => r.row));
  const isHeaderRow = (r: Cell[]) => r.length > 0 && r.every((c) => c.header || !c.text) && r.some((c) => c.text);
  let heads = rows.findIndex((r) => !r.head);
  if (heads === -1) heads = rows.length;
  if (heads === 0) while (heads < cells.length && isHeaderRow(cells[heads]!)) heads++;
  const body = cells.slice(heads).filter((r) => r.some((c) => c.text));
  // A lone cell across the head row is the table's title, not a column name.
  const titleRows = cells.slice(0, heads).filter((r) => new Set(r.filter((c) => c.text)).size === 1 && r.length > 1);
  const labels = labelsOf(cells.slice(0, heads).filter((r) => !titleRows.includes(r)));
  if (!body.length) return cells.map((r) => joinCells(dedupe(r).map((c) => c.text))).filter(Boolean);
  const titles = titleRows.map((r) => r.find((c) => c.text)!.text);
  if (labels.some(Boolean)) return [...titles, ...body.map((r) => labelled(dedupe(r), labelsFor(r, labels)))];
  return [
    ...titles,
    ...body.map((r) => {
      const row = dedupe(r);
      const [first, ...rest] = row;
      if (first?.header && first.text && rest.some((c) => c.text))
        return `${first.text}: ${joinCells(rest.map((c) => c.text))}`;
      return joinCells(row.map((c) => c.text));
    }),
  ];
}

/** A cell spanning columns is said once. */
function dedupe(row: Cell[]): Cell[] {
  return row.filter((c, i) => row.indexOf(c) === i);
}

/** The labels of a row's distinct cells: a spanning cell keeps its first column's label. */
function labelsFor(row: Cell[], labels: string[]): string[] {
  return row.flatMap((c, i) => (row.indexOf(c) === i ? [labels[i] ?? ''] : []));
}
