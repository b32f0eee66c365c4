import type { PageProps } from '../lib/router';

export default function Inbox(_props: PageProps) {
  return <p class="muted">Coming soon.</p>;
}
