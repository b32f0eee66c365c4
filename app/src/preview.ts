/**
 * The preview page: loads the page SDK from this service for the agent named in
 * `?agent=`, as a customer's site does, and plays `?tour=` when given. A module
 * file rather than an inline script, so the dashboard's CSP (script-src 'self')
 * holds here too.
 */
const q = new URLSearchParams(location.search);
const agent = q.get('agent') ?? '';
const tour = q.get('tour');
const note = document.getElementById('preview-note');

if (!/^[A-Za-z0-9_-]{1,64}$/.test(agent)) {
  if (note) note.textContent = 'No agent named: open this page from the dashboard.';
} else {
  if (tour) {
    addEventListener(
      'concierge:ready',
      () => {
        const c = (window as unknown as { Concierge?: { playTour(id: string): Promise<void> } }).Concierge;
        void c?.playTour(tour);
      },
      { once: true },
    );
  }
  const s = document.createElement('script');
  s.src = '/sdk.js';
  s.async = true;
  s.dataset.agent = agent;
  document.body.appendChild(s);
}
