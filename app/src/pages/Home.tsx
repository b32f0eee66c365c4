import type { PageProps } from '../lib/router';

export default function Home(_props: PageProps) {
  return <p class="muted">Coming soon.</p>;
}
