import { checkMarkdownLimits, markdownToDocument } from '@quire/documents';
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from '../context';
import { RENDER_LIMITS } from '../limits';

/** Characters and line starts that may mean Markdown (emphasis, code, links, lists, headings, HTML, URLs, paragraphs). */
const MARKDOWN_SYNTAX = /[*_`[\]#<>|!~\\&]|^\s*(?:[-+>]|\d+[.)])\s|\n\s*\n|\n {4}|https?:|www\./m;

/**
 * An OpenAPI description (CommonMark) rendered as a document of its own, through the same
 * handlers and the same sanitizing as the page; one that is too long or too convoluted for
 * the Markdown limits is shown as plain text.
 */
export function description(ctx: RenderContext, value: unknown): ElementContent[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  if (value.length > RENDER_LIMITS.maxDescriptionLength || checkMarkdownLimits(value)) {
    return [h('div', { className: ['q-openapi-description'] }, [h('p', value.slice(0, RENDER_LIMITS.maxDescriptionLength))])];
  }
  // Most descriptions are a sentence: without Markdown syntax, no parser.
  if (!MARKDOWN_SYNTAX.test(value)) return [h('div', { className: ['q-openapi-description'] }, [h('p', value.trim())])];
  const document = markdownToDocument(value);
  return [h('div', { className: ['q-openapi-description'] }, ctx.withToc(false, () => ctx.blocks(document.nodes)))];
}
