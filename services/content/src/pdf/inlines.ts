import { type FontKey, fontKey, isNode, type Node, childNodes, dataOf, plainText, printable, str } from './text';
import { COLORS, LINE_GAP, type PdfWriter } from './writer';

/** A stretch of text in one style: one pdfkit `text(..., { continued })` call. */
export type Run = {
  text: string;
  font: FontKey;
  color?: string;
  link?: string;
  goTo?: string;
  underline?: boolean;
  strike?: boolean;
};

export type Style = {
  bold?: boolean;
  italic?: boolean;
  mono?: boolean;
  color?: string;
  link?: string;
  goTo?: string;
  underline?: boolean;
  strike?: boolean;
};

/** What link targets can resolve to: the pages of this PDF, by id. */
export type LinkScope = { pageTitles: ReadonlyMap<string, string>; currentPageId: string };

export function pageDestination(pageId: string): string {
  return `page-${pageId}`;
}

const TEXT_COLORS: Record<string, string> = {
  green: '#15803d',
  blue: '#1d4ed8',
  red: '#b91c1c',
  orange: '#c2410c',
  yellow: '#a16207',
  purple: '#7e22ce',
  $primary: '#1d4ed8',
  $info: '#1d4ed8',
  $success: '#15803d',
  $warning: '#a16207',
  $danger: '#b91c1c',
};

/**
 * Only web and mail links become link annotations: a PDF viewer opens whatever URI it is
 * given, and `javascript:` or `file:` targets from a stored document have no business there.
 */
export function safeUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A content reference as text, with where a click should go when that is in reach. */
export function resolveRef(ref: unknown, scope: LinkScope): { text: string; link?: string; goTo?: string } {
  if (!isNode(ref)) return { text: '' };
  switch (ref.kind) {
    case 'url': {
      const url = str(ref.url) ?? '';
      return { text: url, link: safeUrl(url) };
    }
    case 'page': {
      const page = str(ref.page) ?? '';
      const title = scope.pageTitles.get(page);
      // A page of another space is not in this PDF even when the id happens to match.
      if (title !== undefined && ref.space === undefined) return { text: title, goTo: pageDestination(page) };
      return { text: title ?? 'page' };
    }
    case 'anchor': {
      const page = str(ref.page) ?? scope.currentPageId;
      const anchor = str(ref.anchor) ?? '';
      if (scope.pageTitles.has(page) && ref.space === undefined) return { text: anchor, goTo: pageDestination(page) };
      return { text: anchor };
    }
    case 'file':
      return { text: str(ref.file) ?? 'file' };
    case 'user':
      return { text: 'user' };
    case 'space':
      return { text: 'space' };
    case 'collection':
      return { text: 'collection' };
    case 'reusable-content':
      return { text: 'reusable content' };
    case 'openapi':
      return { text: str(ref.spec) ?? 'OpenAPI' };
    default:
      return { text: '' };
  }
}

function linkStyle(style: Style, target: { link?: string; goTo?: string }): Style {
  if (!target.link && !target.goTo) return style;
  return { ...style, link: target.link, goTo: target.goTo, color: COLORS.link, underline: true };
}

function runOf(text: string, style: Style, options: { mono?: boolean } = {}): Run {
  return {
    text,
    font: fontKey({ bold: style.bold, italic: style.italic, mono: style.mono || options.mono }),
    color: style.color,
    link: style.link,
    goTo: style.goTo,
    underline: style.underline,
    strike: style.strike,
  };
}

function leafStyle(marks: unknown, style: Style): Style {
  if (!Array.isArray(marks) || marks.length === 0) return style;
  const next = { ...style };
  for (const mark of marks) {
    if (!isNode(mark)) continue;
    switch (mark.type) {
      case 'bold':
        next.bold = true;
        break;
      case 'italic':
        next.italic = true;
        break;
      case 'code':
      case 'keyboard':
        next.mono = true;
        break;
      case 'strikethrough':
        next.strike = true;
        break;
      case 'color': {
        const color = TEXT_COLORS[str(dataOf(mark).text) ?? ''];
        // A link keeps its link colour.
        if (color && !next.link && !next.goTo) next.color = color;
        break;
      }
    }
  }
  return next;
}

/** The runs of a block's inline content (texts and inlines), in reading order. */
export function inlineRuns(nodes: Node[], scope: LinkScope, style: Style = {}, depth = 0): Run[] {
  const runs: Run[] = [];
  if (depth > 16) return [runOf(nodes.map((n) => plainText(n)).join(''), style)];
  for (const node of nodes) {
    if (node.object === 'text') {
      if (Array.isArray(node.leaves)) {
        for (const leaf of node.leaves) {
          if (isNode(leaf) && typeof leaf.text === 'string') runs.push(runOf(leaf.text, leafStyle(leaf.marks, style)));
        }
      } else if (typeof node.text === 'string') {
        runs.push(runOf(node.text, style));
      }
      continue;
    }
    if (node.object !== 'inline') {
      // A block where inline content was expected: keep its words.
      const text = plainText(node);
      if (text) runs.push(runOf(text, style));
      continue;
    }
    const data = dataOf(node);
    switch (node.type) {
      case 'link':
        runs.push(...inlineRuns(childNodes(node), scope, linkStyle(style, resolveRef(data.ref, scope)), depth + 1));
        break;
      case 'inline-math':
        runs.push(runOf(str(data.formula) ?? '', style, { mono: true }));
        break;
      case 'expression':
        runs.push(runOf(str(data.expression) ?? '', style, { mono: true }));
        break;
      case 'mention': {
        const target = resolveRef(data.ref, scope);
        runs.push(runOf(target.text, linkStyle(style, target)));
        break;
      }
      case 'button': {
        const target = resolveRef(data.ref, scope);
        runs.push(runOf(str(data.label) ?? target.text, linkStyle({ ...style, bold: true }, target)));
        break;
      }
      case 'inline-image': {
        const alt = str(data.alt) ?? str(data.caption);
        if (alt) runs.push(runOf(`[${alt}]`, { ...style, italic: true }));
        break;
      }
      case 'emoji':
      case 'icon':
        break;
      case 'annotation':
        // The annotated words; the annotation's own body is a tooltip on the web.
        runs.push(...inlineRuns(childNodes(node), scope, style, depth + 1));
        break;
      default: {
        const text = plainText(node);
        if (text) runs.push(runOf(text, style));
      }
    }
  }
  return runs;
}

function sameStyle(a: Run, b: Run): boolean {
  return a.font === b.font && a.color === b.color && a.link === b.link && a.goTo === b.goTo && a.underline === b.underline && a.strike === b.strike;
}

/** Runs with printable text, empty ones dropped and neighbours in the same style joined. */
export function normalizeRuns(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const text = printable(run.text);
    if (text.length === 0) continue;
    const last = out[out.length - 1];
    if (last && sameStyle(last, run)) last.text += text;
    else out.push({ ...run, text });
  }
  return out;
}

export type ParagraphOptions = {
  size: number;
  color?: string;
  align?: 'left' | 'center' | 'right';
  destination?: string;
  lineGap?: number;
};

/**
 * Lays out runs as one wrapped paragraph at the writer's indent. pdfkit carries the options of
 * a `continued` call into the next one unless they are given again, so every option a run may
 * set is always passed (null for none).
 */
export function writeRuns(writer: PdfWriter, input: Run[], options: ParagraphOptions): boolean {
  const runs = normalizeRuns(input);
  if (runs.length === 0) return false;
  const { doc } = writer;
  const base = options.color ?? COLORS.text;
  writer.ensureSpace(writer.lineHeight(runs[0].font, options.size));
  const x = writer.x;
  const y = doc.y;
  runs.forEach((run, index) => {
    // Courier looks a size larger than Helvetica at the same size.
    writer.setFont(run.font, run.font.startsWith('mono') ? options.size * 0.92 : options.size);
    writer.setColor(run.color ?? base);
    const textOptions = {
      width: writer.width,
      lineGap: options.lineGap ?? LINE_GAP,
      continued: index < runs.length - 1,
      // pdfkit aligns each continued segment on its own; alignment is kept for single runs only.
      align: runs.length === 1 ? (options.align ?? 'left') : 'left',
      link: run.link ?? null,
      goTo: run.goTo ?? null,
      underline: run.underline ?? false,
      strike: run.strike ?? false,
      destination: index === 0 ? (options.destination ?? null) : null,
    } as unknown as PDFKit.Mixins.TextOptions;
    if (index === 0) doc.text(run.text, x, y, textOptions);
    else doc.text(run.text, textOptions);
  });
  writer.setColor(COLORS.text);
  doc.x = writer.x;
  return true;
}
