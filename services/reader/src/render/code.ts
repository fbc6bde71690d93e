import type { DocumentBlockCode, DocumentBlockCodeLine } from '@gitbook/api';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { RenderContext } from './context';
import { languageOf, tokenize, type CodeToken } from './highlighter';
import { icon } from './icons';
import { RENDER_LIMITS } from './limits';
import { notice } from './notice';

type Line = { text: string; highlighted: boolean };
type CodeAnnotation = { text: string; body: ElementContent[] };

/** A code line's text: its texts, annotated text and expressions as written; annotations' bodies apart. */
function lineOf(line: DocumentBlockCodeLine | undefined, annotations: CodeAnnotation[], ctx: RenderContext): Line {
  let text = '';
  const nodes = Array.isArray(line?.nodes) ? line.nodes : [];
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    if (node.object === 'text') {
      for (const leaf of Array.isArray(node.leaves) ? node.leaves : []) if (typeof leaf?.text === 'string') text += leaf.text;
    } else if (node.type === 'expression') {
      text += typeof node.data?.expression === 'string' ? `{{ ${node.data.expression} }}` : '';
    } else if (node.type === 'annotation') {
      const annotated = (Array.isArray(node.nodes) ? node.nodes : []).map((t) => (Array.isArray(t?.leaves) ? t.leaves.map((l) => l?.text ?? '').join('') : '')).join('');
      text += annotated;
      const body = (Array.isArray(node.fragments) ? node.fragments : []).flatMap((fragment) => ctx.withToc(false, () => ctx.blocks(fragment?.nodes)));
      if (body.length > 0) annotations.push({ text: annotated, body });
    }
  }
  // A code line is one line: a stray newline in a leaf would shift every line after it.
  return { text: text.replace(/\r\n?|\n/g, ' '), highlighted: line?.data?.highlighted === true };
}

function lineElement(line: Line, children: ElementContent[]): Element {
  return h('span', { className: line.highlighted ? ['q-line', 'q-line-highlight'] : ['q-line'] }, children);
}

/** A token: its text, in a span with its classes when it has any (`q-t3`: a colour of the code theme). */
function tokenElement(token: CodeToken): ElementContent {
  if (token.classes.length === 0) return { type: 'text', value: token.text };
  return { type: 'element', tagName: 'span', properties: { className: token.classes }, children: [{ type: 'text', value: token.text }] };
}

/** The lines joined by newlines, so that copying (and reading without CSS) keeps them. */
function joinLines(lines: Element[]): ElementContent[] {
  const out: ElementContent[] = [];
  lines.forEach((line, index) => {
    if (index > 0) out.push({ type: 'text', value: '\n' });
    out.push(line);
  });
  return out;
}

/**
 * Highlighted lines (a tree built here from tokens, grafted after sanitizing: see
 * `RenderContext.slotBuilt`), or undefined to show them plain: an unknown
 * language, a block over `maxHighlightBytes`/`maxHighlightLines`, the document's highlighting
 * budget spent, or shiki failing.
 */
function highlight(lines: Line[], syntax: string | undefined, ctx: RenderContext): { code: Element; language: string } | undefined {
  const language = languageOf(syntax);
  if (!language || !ctx.highlighter) return undefined;
  const code = lines.map((line) => line.text).join('\n');
  if (code.length > RENDER_LIMITS.maxHighlightBytes || lines.length > RENDER_LIMITS.maxHighlightLines) return undefined;
  if (ctx.highlightedLines + lines.length > RENDER_LIMITS.maxHighlightLinesPerDocument) return undefined;
  const tokens = tokenize(ctx.highlighter, code, language);
  if (!tokens) return undefined;
  ctx.highlightedLines += lines.length;
  const elements = lines.map((line, index) => lineElement(line, (tokens[index] ?? [{ text: line.text, classes: [] }]).map(tokenElement)));
  return { code: ctx.slotBuilt([h('code', joinLines(elements))]), language };
}

/**
 * A code block: its title, a copy button (hidden until the client script, which copies the
 * `<code>` text, reveals it), and the code, highlighted by shiki when its language is loaded,
 * with line numbers (CSS counters, so they are not copied) when asked.
 */
export function code(block: DocumentBlockCode, ctx: RenderContext): ElementContent[] {
  const annotations: CodeAnnotation[] = [];
  const lines = (Array.isArray(block.nodes) ? block.nodes : []).map((line) => lineOf(line, annotations, ctx));
  const data = block.data ?? {};
  const syntax = typeof data.syntax === 'string' ? data.syntax : undefined;
  const tooLarge = lines.length > RENDER_LIMITS.maxHighlightLines || lines.reduce((sum, line) => sum + line.text.length + 1, 0) > RENDER_LIMITS.maxHighlightBytes;
  const highlighted = tooLarge ? undefined : highlight(lines, syntax, ctx);
  const codeElement = highlighted?.code ?? h('code', joinLines(lines.map((line) => lineElement(line, line.text === '' ? [] : [{ type: 'text', value: line.text }]))));
  const title = typeof data.title === 'string' && data.title.trim() !== '' ? data.title : undefined;
  const language = highlighted?.language ?? (syntax && /^[a-z0-9#+._-]{1,40}$/i.test(syntax) ? syntax.toLowerCase() : undefined);
  const classes = ['q-code', data.overflow === 'wrap' ? 'q-code-wrap' : 'q-code-scroll', data.lineNumbers ? 'q-code-numbers' : undefined, data.fullWidth ? 'q-full-width' : undefined];
  return [
    h('div', { className: classes.filter((c): c is string => !!c), dataQCode: true }, [
      h('div', { className: ['q-code-header'] }, [
        title ? h('span', { className: ['q-code-title'] }, title) : h('span', { className: ['q-code-language'] }, language ?? ''),
        h('button', { type: 'button', className: ['q-copy'], dataQCopy: true, hidden: true }, [icon('copy'), h('span', { className: ['q-copy-label'] }, ctx.t('copy'))]),
      ]),
      h('pre', { className: ['q-code-pre'], tabIndex: 0, dataQLang: language }, [codeElement]),
      ...(tooLarge && languageOf(syntax) ? [notice(ctx.t('code_lines_truncated'))] : []),
      ...(annotations.length > 0
        ? [h('div', { className: ['q-code-notes'] }, annotations.map((note) => h('div', { className: ['q-code-note'] }, [h('code', note.text), h('div', note.body)])))]
        : []),
    ]),
  ];
}

/** A code line outside a code block (a malformed document): a one-line code block. */
export function codeLine(block: DocumentBlockCodeLine, ctx: RenderContext): ElementContent[] {
  return code({ object: 'block', type: 'code', data: {}, nodes: [block] }, ctx);
}
