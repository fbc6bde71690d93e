import { announce } from './live';

/**
 * Copy buttons of code blocks (`[data-q-copy]`, rendered `hidden` because they need JavaScript):
 * revealed, and a click copies the text of the `code` in the same block (the enclosing `figure`
 * or `[data-q-code]` element, its `pre code` first), leaving out what is
 * hidden from assistive technology (line numbers). The result is announced and shown on the
 * button (`data-q-copied`) for two seconds.
 */
export function enhanceCopyButtons(doc: Document): void {
  const copied = doc.body.getAttribute('data-q-copied') ?? 'Copied';
  const failed = doc.body.getAttribute('data-q-copy-failed') ?? 'Could not copy';
  for (const button of Array.from(doc.querySelectorAll<HTMLElement>('[data-q-copy]'))) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const block = button.closest('figure, [data-q-code]');
      const code = block?.querySelector('pre code') ?? block?.querySelector('code');
      if (!code) return;
      const clone = code.cloneNode(true) as HTMLElement;
      for (const hidden of Array.from(clone.querySelectorAll('[aria-hidden="true"], [data-q-copy-ignore]'))) hidden.remove();
      void copyText(doc, clone.textContent ?? '').then((ok) => {
        button.setAttribute('data-q-copied', ok ? 'true' : 'false');
        announce(doc, ok ? copied : failed);
        window.setTimeout(() => button.removeAttribute('data-q-copied'), 2000);
      });
    });
  }
}

async function copyText(doc: Document, text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No async clipboard (plain http outside localhost, older browsers): a selected textarea.
    const area = doc.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'q-visually-hidden';
    doc.body.append(area);
    area.select();
    try {
      return doc.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
