/**
 * The same-origin preview page (app/preview.html): the page SDK as a visitor's
 * browser runs it, for one agent, optionally playing one published tour.
 */
export function previewUrl(agentPublicId: string, tourPublicId?: string): string {
  const q = new URLSearchParams({ agent: agentPublicId, ...(tourPublicId ? { tour: tourPublicId } : {}) });
  return `/app/preview.html?${q}`;
}
