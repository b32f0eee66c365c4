// The example site's own script: the tour button calls the page SDK's global,
// once it has loaded (the SDK tag is async; it announces itself with an event).
(() => {
  const withConcierge = (fn) => {
    if (window.Concierge && typeof window.Concierge.playTour === 'function') fn(window.Concierge);
    else window.addEventListener('concierge:ready', () => fn(window.Concierge), { once: true });
  };
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('[data-tour]') : null;
    if (button) withConcierge((c) => c.playTour(button.getAttribute('data-tour')));
  });
})();
