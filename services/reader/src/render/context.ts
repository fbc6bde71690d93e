import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { Heading } from '../model';
import type { Highlighter } from './highlighter';
import { IdRegistry } from './ids';
import { notice } from './notice';
import { RENDER_LIMITS } from './limits';
import { sanitizeTrusted } from './sanitize';
import { format, type RenderStringKey } from './strings';
import type { RenderResources } from './types';

/** Renders one document node (a block, an inline, a text) of the kind it is registered for. */
// `any`: each handler narrows its own node type; the table in handlers.ts is typed per kind.
export type NodeHandler = (node: any, ctx: RenderContext) => ElementContent[];

/** One handler per block kind and per inline kind, and one for text nodes (handlers.ts). */
export type HandlerTable = {
  blocks: Record<string, NodeHandler>;
  inlines: Record<string, NodeHandler>;
  text: NodeHandler;
};

/** The footnote an annotation adds: its body, and the id of the marker in the text that points to it. */
export type Note = { id: string; refId: string; body: ElementContent[] };

/**
 * The state of one render: ids given out, headings for the table of contents, notes of
 * annotations, the trees made by shiki and KaTeX (kept apart from the user's tree until
 * after sanitizing, see `sanitize.ts`), and the budgets of `RENDER_LIMITS`.
 */
export class RenderContext {
  readonly ids = new IdRegistry();
  readonly headings: Heading[] = [];
  readonly notes: Note[] = [];
  /** Trees produced by shiki and KaTeX, kept out of the user's tree until it is sanitized; `q-slot` elements point here. */
  readonly trusted: ElementContent[][] = [];
  /** Origins the page's integration webframes load from (its Content-Security-Policy frames exactly these). */
  readonly frameOrigins = new Set<string>();
  /** Reusable contents being rendered, outermost first (cycles and depth). */
  readonly reusable: string[] = [];
  /** Nesting of blocks being rendered. */
  depth = 0;
  /** Document nodes rendered so far. */
  nodes = 0;
  /** The node budget ran out: the rest of the document is left out with a notice. */
  truncated = false;
  formulas = 0;
  highlightedLines = 0;
  /** Whether headings rendered now go to the table of contents (not inside tabs, hints, expandables...). */
  toc = true;
  private tabsCount = 0;

  constructor(
    readonly resources: RenderResources,
    readonly highlighter: Highlighter | undefined,
    private readonly handlers: HandlerTable,
  ) {}

  /**
   * Blocks, each by the handler of its kind. Deeper than `maxDepth`: one notice instead. Past
   * `maxNodes`: nothing more (the document gets one notice at its end). An unknown kind, or a
   * handler that throws on a malformed block, gives a notice for that block only.
   */
  blocks(nodes: unknown): ElementContent[] {
    if (!Array.isArray(nodes)) return [];
    if (this.depth >= RENDER_LIMITS.maxDepth) return [notice(this.t('content_too_deep'))];
    this.depth++;
    const out: ElementContent[] = [];
    try {
      for (const node of nodes) {
        if (!this.spend()) break;
        out.push(...this.block(node));
      }
    } finally {
      this.depth--;
    }
    return out;
  }

  private block(node: unknown): ElementContent[] {
    const type = node && typeof node === 'object' ? (node as { type?: unknown }).type : undefined;
    const handler = typeof type === 'string' && Object.hasOwn(this.handlers.blocks, type) ? this.handlers.blocks[type] : undefined;
    if (!handler || (node as { object?: unknown }).object !== 'block') {
      return [notice(this.t('block_unsupported', { name: typeof type === 'string' ? type.slice(0, 60) : '?' }))];
    }
    try {
      return handler(node, this);
    } catch {
      return [notice(this.t('block_failed'))];
    }
  }

  /**
   * Texts and inlines, each by its handler; an unknown inline shows nothing of itself. Inlines
   * in inlines (a link's text) count against `maxDepth` too: a document of links nested
   * thousands deep would otherwise make a tree too deep to sanitize.
   */
  inlines(nodes: unknown): ElementContent[] {
    if (!Array.isArray(nodes) || this.depth >= RENDER_LIMITS.maxDepth) return [];
    this.depth++;
    const out: ElementContent[] = [];
    try {
      for (const node of nodes) {
        if (!node || typeof node !== 'object' || !this.spend()) continue;
        const { object, type } = node as { object?: unknown; type?: unknown };
        try {
          if (object === 'text') out.push(...this.handlers.text(node, this));
          else if (object === 'inline' && typeof type === 'string' && Object.hasOwn(this.handlers.inlines, type)) out.push(...this.handlers.inlines[type](node, this));
        } catch {
          // A malformed inline is left out; the rest of its paragraph still shows.
        }
      }
    } finally {
      this.depth--;
    }
    return out;
  }

  /** Counts one node against `maxNodes`; false once the budget is spent. */
  private spend(): boolean {
    if (this.truncated) return false;
    if (++this.nodes > RENDER_LIMITS.maxNodes) {
      this.truncated = true;
      return false;
    }
    return true;
  }

  t(key: RenderStringKey, values?: Record<string, string | number>): string {
    return format((k) => this.resources.t(k), key, values);
  }

  /** Runs `render` with headings kept out of (or let into) the table of contents. */
  withToc<T>(toc: boolean, render: () => T): T {
    const previous = this.toc;
    this.toc = this.toc && toc;
    try {
      return render();
    } finally {
      this.toc = previous;
    }
  }

  /**
   * Keeps a tree made by KaTeX (sanitized now with the trusted schema) and answers the
   * placeholder that stands for it in the user's tree until that one is sanitized.
   */
  slot(nodes: ElementContent[]): Element {
    return this.placeholder(sanitizeTrusted(nodes));
  }

  /**
   * Keeps a tree the renderer built itself from shiki's tokens (`code.ts`): `code` and `span`
   * elements whose only attribute is a class of the code theme, and the code as text nodes.
   * Nothing in it could fail the user schema, so it is grafted without a sanitizing pass over
   * every token of every code block (a fifth of the time highlighting takes).
   */
  slotBuilt(nodes: ElementContent[]): Element {
    return this.placeholder(nodes);
  }

  private placeholder(nodes: ElementContent[]): Element {
    const index = this.trusted.push(nodes) - 1;
    return h('q-slot', { dataQSlot: String(index) });
  }

  nextTabsIndex(): number {
    return ++this.tabsCount;
  }
}
