/** A line diff of two texts (longest common subsequence), shown as removed and added lines. */

type Op = { kind: 'same' | 'add' | 'del'; text: string };

export function lineDiff(before: string, after: string): Op[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Skill bodies are at most 20,000 characters: the table stays small enough.
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: 'del', text: a[i++]! });
    else out.push({ kind: 'add', text: b[j++]! });
  }
  while (i < n) out.push({ kind: 'del', text: a[i++]! });
  while (j < m) out.push({ kind: 'add', text: b[j++]! });
  return out;
}

/** Changed lines with three lines of context; the marks are words too, not colour alone. */
export function LineDiff(props: { before: string; after: string; label: string }) {
  const ops = lineDiff(props.before, props.after);
  const keep = ops.map((_, k) => ops.slice(Math.max(0, k - 3), k + 4).some((o) => o.kind !== 'same'));
  return (
    <figure class="b-diff">
      <figcaption>{props.label}</figcaption>
      <pre>
        {ops.map((o, k) =>
          keep[k] ? (
            <div key={k} class={`b-diff-${o.kind}`}>
              {o.kind === 'add' ? '+ ' : o.kind === 'del' ? '- ' : '  '}
              {o.text}
            </div>
          ) : null,
        )}
      </pre>
    </figure>
  );
}
