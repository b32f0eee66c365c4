/** Lint problems as the API reports them (skills and tours): each with its path and severity, in words. */
import type { Schemas } from './api.js';

export function Problems(props: { problems: Schemas['LintProblem'][] | undefined }) {
  const list = props.problems ?? [];
  if (!list.length) return null;
  return (
    <ul class="b-problems" aria-label="Problems">
      {list.map((p) => (
        <li key={p.path + p.code} class={p.severity === 'error' ? 'b-error' : 'b-warning'}>
          <strong>{p.severity === 'error' ? 'Error' : 'Warning'}</strong> at {p.path}: {p.message}
        </li>
      ))}
    </ul>
  );
}
