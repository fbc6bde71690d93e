import type { JSONDocument } from '@gitbook/api';
import type { Root } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { Heading } from '../model';
import { RenderContext } from './context';
import { HANDLERS } from './handlers';
import { loadHighlighter, prepareLanguages } from './highlighter';
import { notice } from './notice';
import { codeSyntaxes } from './references';
import { graft, sanitizeUser } from './sanitize';
import type { RenderResources } from './types';
import { WARM_DOCUMENT, WARM_RESOURCES } from './warm';

export { collectReferences } from './references';
export { RENDER_LIMITS } from './limits';
export { RENDER_STRINGS, type RenderStringKey } from './strings';
export { slugify } from './ids';
export type { DocumentReferences, IntegrationBlockOutput, IntegrationBlockRef, OpenAPISpecRef, PageRef, RenderFile, RenderResources } from './types';
export { integrationBlockKey } from './references';

/**
 * Loads shiki once (languages and themes) and renders a sample document of most block kinds;
 * call at start so the first page is not slow.
 */
export async function warmRenderer(): Promise<void> {
  await loadHighlighter();
  await renderDocument(WARM_DOCUMENT, WARM_RESOURCES);
}

/**
 * A document to sanitized HTML and its headings (depth 1 to 3, for the table of contents).
 * Document → hast through one handler per block kind (handlers.ts), the user's tree through
 * rehype-sanitize, shiki's and KaTeX's trees grafted back (sanitize.ts), hast-util-to-html.
 * Never throws on a document: what cannot be shown becomes a visible notice.
 */
export async function renderDocument(document: JSONDocument, resources: RenderResources): Promise<{ html: string; headings: Heading[]; frameOrigins: string[] }> {
  const highlighter = await loadHighlighter().catch(() => undefined);
  if (highlighter && document && typeof document === 'object') {
    await prepareLanguages(
      highlighter,
      codeSyntaxes(document, (id) => {
        try {
          return resources.reusableContent(id);
        } catch {
          return undefined;
        }
      }),
    );
  }
  const ctx = new RenderContext(resources, highlighter, HANDLERS);
  const children = ctx.blocks(document && typeof document === 'object' ? document.nodes : undefined);
  if (ctx.truncated) children.push(notice(ctx.t('content_truncated')));
  if (ctx.notes.length > 0) {
    children.push(
      h('aside', { className: ['q-notes'], role: 'note', ariaLabel: ctx.t('footnotes') }, [
        h(
          'ol',
          ctx.notes.map((note) =>
            h('li', { id: note.id }, [...note.body, h('a', { className: ['q-note-back'], href: `#${note.refId}`, ariaLabel: ctx.t('footnote_back') }, '↩')]),
          ),
        ),
      ]),
    );
  }
  const tree: Root = { type: 'root', children };
  const html = toHtml(graft(sanitizeUser(tree), ctx.trusted));
  return { html, headings: ctx.headings, frameOrigins: [...ctx.frameOrigins] };
}
