/** Says `message` through the page's polite live region (`#q-live`, rendered empty by the shell). */
export function announce(doc: Document, message: string): void {
  const region = doc.getElementById('q-live');
  if (!region) return;
  region.textContent = '';
  // A new text node after a tick, so that the same message twice is announced twice.
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}
