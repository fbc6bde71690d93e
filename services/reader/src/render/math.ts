import type { DocumentBlockMath, DocumentInlineMath } from '@gitbook/api';
import type { ElementContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { h } from 'hastscript';
import katex from 'katex';
import { parseFragment } from 'parse5';
import type { RenderContext } from './context';
import { RENDER_LIMITS } from './limits';

/**
 * KaTeX on the server, HTML for sight and MathML for assistive technology. `trust: false`
 * refuses `\href`, `\url`, `\includegraphics` and `\html*` (they render as red source text);
 * `maxExpand` and `maxSize` bound macro expansion and sizes; errors render as the formula in
 * red instead of throwing. Its output goes through the trusted schema (see sanitize.ts).
 */
function katexTree(formula: string, display: boolean): ElementContent[] {
  const html = katex.renderToString(formula, {
    displayMode: display,
    output: 'htmlAndMathml',
    throwOnError: false,
    trust: false,
    strict: 'ignore',
    maxExpand: 500,
    maxSize: 50,
  });
  // parse5 without source locations: two to three times faster than hast-util-from-html here.
  return (fromParse5(parseFragment(html)) as { children: ElementContent[] }).children;
}

function render(formula: unknown, display: boolean, ctx: RenderContext): ElementContent {
  const source = typeof formula === 'string' ? formula : '';
  const className = display ? ['q-math'] : ['q-math-inline'];
  if (source.length > RENDER_LIMITS.maxFormulaLength || ctx.formulas >= RENDER_LIMITS.maxFormulas) {
    // Too long, or too many on this page: the source, which is what the author wrote.
    return h(display ? 'pre' : 'code', { className: [...className, 'q-math-source'] }, source);
  }
  ctx.formulas++;
  return h(display ? 'div' : 'span', { className }, [ctx.slot(katexTree(source, display))]);
}

export function math(block: DocumentBlockMath, ctx: RenderContext): ElementContent[] {
  return [render(block.data?.formula, true, ctx)];
}

export function inlineMath(node: DocumentInlineMath, ctx: RenderContext): ElementContent[] {
  return [render(node.data?.formula, false, ctx)];
}
