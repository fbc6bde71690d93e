/**
 * The quick-search dialog: opened by the header's search button or Ctrl/Cmd+K, results as you
 * type from `GET <search action>?q=` with `Accept: application/json` (the same search as the
 * results page, answered `{ results: [{ spaceTitle, hits }] }`), arrow keys between the input and
 * the results, Escape to close, Tab kept inside while open, focus back where it was after.
 * Without JavaScript none of this exists: the header's form submits to the results page.
 */

type Snippet = { title?: string; href: string; html: string };
type Hit = { title: string; href: string; ancestors: string[]; snippets: Snippet[] };
type Answer = { results: { spaceTitle: string; hits: Hit[] }[] };

const DEBOUNCE_MS = 120;
const MAX_QUERY = 512;

/** Only links on this site: a result is never a `javascript:` URL or another origin. */
function sameOriginHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  try {
    const url = new URL(href, location.href);
    return url.origin === location.origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A snippet's text and `<mark>`s as DOM nodes. The HTML is parsed in an inert `<template>` (no
 * script runs, nothing loads) and only text and `<mark>` are copied out of it.
 */
function marked(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const out = doc.createDocumentFragment();
  const copy = (from: Node, into: Node) => {
    for (const child of Array.from(from.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) into.appendChild(doc.createTextNode(child.textContent ?? ''));
      else if (child.nodeType === Node.ELEMENT_NODE) {
        if ((child as Element).tagName === 'MARK') {
          const mark = doc.createElement('mark');
          copy(child, mark);
          into.appendChild(mark);
        } else copy(child, into);
      }
    }
  };
  copy(template.content, out);
  return out;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function renderHit(doc: Document, hit: Hit): HTMLLIElement | undefined {
  const href = sameOriginHref(hit.href);
  if (!href) return undefined;
  const item = element(doc, 'li', 'q-search-hit');
  const link = element(doc, 'a', 'q-search-hit-link');
  link.href = href;
  const ancestors = Array.isArray(hit.ancestors) ? hit.ancestors.filter((title) => typeof title === 'string') : [];
  if (ancestors.length > 0) link.append(element(doc, 'span', 'q-search-hit-path', ancestors.join(' › ')));
  link.append(element(doc, 'span', 'q-search-hit-title', String(hit.title ?? '')));
  item.append(link);
  const snippets = (Array.isArray(hit.snippets) ? hit.snippets : []).filter((snippet) => sameOriginHref(snippet?.href));
  if (snippets.length > 0) {
    const list = element(doc, 'ul', 'q-search-snippets');
    for (const snippet of snippets) {
      const entry = element(doc, 'li', '');
      const snippetLink = element(doc, 'a', 'q-search-snippet');
      snippetLink.href = sameOriginHref(snippet.href)!;
      if (snippet.title) snippetLink.append(element(doc, 'span', 'q-search-snippet-title', String(snippet.title)));
      const text = element(doc, 'span', 'q-search-snippet-text');
      text.append(marked(doc, String(snippet.html ?? '')));
      snippetLink.append(text);
      entry.append(snippetLink);
      list.append(entry);
    }
    item.append(list);
  }
  return item;
}

export function enhanceSearch(doc: Document): void {
  const dialog = doc.getElementById('q-search-dialog') as HTMLDialogElement | null;
  if (!dialog || typeof dialog.showModal !== 'function') return;
  const form = dialog.querySelector('form');
  const input = dialog.querySelector<HTMLInputElement>('input[name="q"]');
  const status = dialog.querySelector<HTMLElement>('[data-q-search-status]');
  const results = dialog.querySelector<HTMLElement>('[data-q-search-results]');
  const action = form?.getAttribute('action');
  if (!form || !input || !status || !results || !action) return;

  const text = (name: string, fallback: string) => dialog.getAttribute(`data-q-${name}`) ?? fallback;
  const plural = new Intl.PluralRules(doc.documentElement.lang || 'en');
  let returnFocus: HTMLElement | null = null;
  let timer: number | undefined;
  let pending: AbortController | undefined;

  const open = () => {
    if (dialog.open) return;
    returnFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    dialog.showModal();
    input.focus();
    input.select();
  };
  const close = () => dialog.close();

  dialog.addEventListener('close', () => {
    pending?.abort();
    returnFocus?.focus();
    returnFocus = null;
  });
  // A click on the backdrop (the dialog element itself, outside its frame) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  dialog.querySelector('[data-q-search-close]')?.addEventListener('click', close);
  for (const opener of Array.from(doc.querySelectorAll<HTMLElement>('[data-q-search-open]'))) {
    opener.hidden = false;
    opener.addEventListener('click', open);
  }
  doc.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      if (dialog.open) close();
      else open();
    }
  });

  const show = (message: string) => {
    status.textContent = message;
  };

  const search = async (query: string) => {
    pending?.abort();
    results.replaceChildren();
    if (!query) {
      show(text('empty', ''));
      return;
    }
    const controller = new AbortController();
    pending = controller;
    show(text('loading', '…'));
    try {
      const url = `${action}${action.includes('?') ? '&' : '?'}q=${encodeURIComponent(query)}`;
      const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal });
      if (!response.ok) throw new Error(String(response.status));
      const answer = (await response.json()) as Answer;
      if (controller.signal.aborted) return;
      const groups = Array.isArray(answer?.results) ? answer.results : [];
      let count = 0;
      for (const group of groups) {
        const hits = (Array.isArray(group?.hits) ? group.hits : []).map((hit) => renderHit(doc, hit)).filter((hit) => hit !== undefined);
        if (hits.length === 0) continue;
        count += hits.length;
        const section = element(doc, 'section', 'q-search-group');
        if (groups.length > 1) section.append(element(doc, 'h2', 'q-search-group-title', String(group.spaceTitle ?? '')));
        const list = element(doc, 'ol', 'q-search-hits');
        list.append(...hits);
        section.append(list);
        results.append(section);
      }
      const template = count === 0 ? text('no-results', '') : text(plural.select(count) === 'one' ? 'count-one' : 'count-other', '{count}');
      show(template.replace('{query}', query).replace('{count}', String(count)));
    } catch {
      // A newer query aborted this one (it shows its own status), or the search failed.
      if (!controller.signal.aborted) show(text('error', ''));
    }
  };

  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void search(input.value.trim().slice(0, MAX_QUERY)), DEBOUNCE_MS);
  });

  // Arrow keys walk from the input through the result links and back; Tab stays in the dialog.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // In a search field Escape would first clear the text; here it always closes.
      event.preventDefault();
      close();
      return;
    }
    const links = Array.from(results.querySelectorAll<HTMLAnchorElement>('a'));
    const current = links.indexOf(doc.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (links.length === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (current < 0) (down ? links[0] : links[links.length - 1]).focus();
      else if (!down && current === 0) input.focus();
      else links[Math.min(links.length - 1, current + (down ? 1 : -1))].focus();
    } else if (event.key === 'Tab') {
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>('input, button, a[href]')).filter((node) => !node.hidden && node.offsetParent !== null);
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && doc.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && doc.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  });
}
