import type { Code, Html, Image, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import { decodeEntities, htmlAttributes, htmlText, parseLiquidLine, type ParsedTag } from './attributes';
import type { HintStyle, LiquidTag, Stepper, Step, Tab, Tabs } from './types';

/**
 * Groups GitBook's markdown extensions into nodes of their own, in place:
 * `{% hint %}`, `{% tabs %}`/`{% tab %}`, `{% stepper %}`/`{% step %}`, `{% code %}`
 * (its attributes go to the fence's `data`), `{% content-ref %}`, `{% embed %}`,
 * `{% file %}`, `<details><summary>` and `<figure>`/`<img>` HTML images.
 *
 * Open and close tags pair up among siblings (the children of one container). A tag
 * left without a partner stays a `liquidTag` node, its content untouched.
 */
export function groupGitBookBlocks(tree: Root): Root {
  tree.children = groupChildren(tree.children);
  return tree;
}

type FrameKind = 'hint' | 'tabs' | 'tab' | 'stepper' | 'step' | 'code' | 'content-ref' | 'details';

type Frame = {
  kind: FrameKind;
  /** What the opener was, put back as is when the frame is never closed. */
  opener: RootContent;
  attributes: Record<string, string>;
  title?: string;
  children: RootContent[];
};

const OPENERS = new Set<string>(['hint', 'tabs', 'tab', 'stepper', 'step', 'code', 'content-ref']);
const CLOSERS: Record<string, FrameKind> = {
  endhint: 'hint',
  endtabs: 'tabs',
  endtab: 'tab',
  endstepper: 'stepper',
  endstep: 'step',
  endcode: 'code',
  'endcontent-ref': 'content-ref',
};
/** Closing tags of blocks we read as void: the caption between them stays ordinary content. */
const IGNORED = new Set(['endembed', 'endfile']);
const HINT_STYLES = new Set<HintStyle>(['info', 'warning', 'danger', 'success']);

function groupChildren(children: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  const stack: Frame[] = [];
  const target = () => (stack.length > 0 ? stack[stack.length - 1].children : out);

  const close = (index: number) => {
    while (stack.length - 1 > index) unwind(stack.pop()!, target());
    const frame = stack.pop()!;
    target().push(...build(frame));
  };

  const findOpen = (kind: FrameKind) => {
    for (let index = stack.length - 1; index >= 0; index--) if (stack[index].kind === kind) return index;
    return -1;
  };

  for (const child of children) {
    if (child.type === 'liquidTag') {
      const tags = parseLiquidLine(child.value);
      for (const tag of tags) {
        if (OPENERS.has(tag.name)) {
          stack.push({ kind: tag.name as FrameKind, opener: liquid(tag, tags.length === 1 ? child : undefined), attributes: tag.attributes, children: [] });
        } else if (tag.name in CLOSERS && findOpen(CLOSERS[tag.name]) !== -1) {
          close(findOpen(CLOSERS[tag.name]));
        } else if (tag.name === 'embed' && tag.attributes.url !== undefined) {
          const fullWidth = booleanAttribute(tag.attributes.fullWidth);
          target().push({ type: 'embed', url: tag.attributes.url, ...(fullWidth === undefined ? {} : { fullWidth }) });
        } else if (tag.name === 'file' && tag.attributes.src !== undefined) {
          target().push({ type: 'file', src: tag.attributes.src });
        } else if (!IGNORED.has(tag.name)) {
          target().push(liquid(tag, tags.length === 1 ? child : undefined));
        }
      }
      continue;
    }
    if (child.type === 'html' && /<\/?(?:details|summary)\b/i.test(child.value)) {
      for (const part of detailsParts(child.value)) {
        if (part.kind === 'open') {
          stack.push({ kind: 'details', opener: { type: 'html', value: part.raw }, attributes: {}, children: [] });
        } else if (part.kind === 'summary' && stack.length > 0 && stack[stack.length - 1].kind === 'details' && stack[stack.length - 1].title === undefined) {
          stack[stack.length - 1].title = htmlText(part.html).replace(/\s+/g, ' ').trim();
        } else if (part.kind === 'close' && findOpen('details') !== -1) {
          close(findOpen('details'));
        } else {
          target().push(...htmlBlock(part.raw));
        }
      }
      continue;
    }
    if (child.type === 'html') {
      target().push(...htmlBlock(child.value));
      continue;
    }
    if (child.type === 'blockquote' || child.type === 'listItem' || child.type === 'footnoteDefinition') {
      child.children = groupChildren(child.children) as typeof child.children;
    } else if (child.type === 'list') {
      for (const item of child.children) item.children = groupChildren(item.children) as typeof item.children;
    }
    target().push(child);
  }
  while (stack.length > 0) unwind(stack.pop()!, target());
  return out;
}

function liquid(tag: ParsedTag, original?: RootContent): LiquidTag {
  return original && original.type === 'liquidTag' ? original : { type: 'liquidTag', value: tag.raw };
}

/** A frame never closed: its opener goes back as it was, its content after it. */
function unwind(frame: Frame, into: RootContent[]) {
  if (frame.kind === 'details' && frame.title !== undefined) {
    into.push(frame.opener, { type: 'html', value: `<summary>${frame.title}</summary>` }, ...frame.children);
  } else {
    into.push(frame.opener, ...frame.children);
  }
}

function build(frame: Frame): RootContent[] {
  switch (frame.kind) {
    case 'hint': {
      const style = frame.attributes.style as HintStyle;
      return [{ type: 'hint', style: HINT_STYLES.has(style) ? style : 'info', children: frame.children }];
    }
    case 'tab':
      return [{ type: 'tabs', children: [tab(frame.attributes.title ?? '', frame.children)] }];
    case 'tabs': {
      const tabs: Tab[] = [];
      for (const child of frame.children) {
        if (child.type === 'tabs') tabs.push(...child.children);
        else if (tabs.length > 0) tabs[tabs.length - 1].children.push(child);
        else tabs.push(tab('', [child]));
      }
      return [{ type: 'tabs', children: tabs } satisfies Tabs];
    }
    case 'step':
      return [{ type: 'stepper', children: [{ type: 'step', children: frame.children }] }];
    case 'stepper': {
      const steps: Step[] = [];
      for (const child of frame.children) {
        if (child.type === 'stepper') steps.push(...child.children);
        else if (steps.length > 0) steps[steps.length - 1].children.push(child);
        else steps.push({ type: 'step', children: [child] });
      }
      return [{ type: 'stepper', children: steps } satisfies Stepper];
    }
    case 'code': {
      const code = frame.children.find((child): child is Code => child.type === 'code');
      if (code) {
        const { title, lineNumbers, overflow, fullWidth } = frame.attributes;
        const data: NonNullable<Code['data']> = { ...code.data };
        if (title !== undefined && title !== '') data.title = title;
        if (booleanAttribute(lineNumbers) !== undefined) data.lineNumbers = booleanAttribute(lineNumbers);
        if (overflow === 'wrap' || overflow === 'scroll') data.overflow = overflow;
        if (booleanAttribute(fullWidth) !== undefined) data.fullWidth = booleanAttribute(fullWidth);
        code.data = data;
      }
      return frame.children;
    }
    case 'content-ref': {
      // The link GitBook writes inside is only a fallback for other renderers.
      const rest = frame.children.filter((child) => !(child.type === 'paragraph' && child.children.every((c) => c.type === 'link' || (c.type === 'text' && c.value.trim() === ''))));
      return [{ type: 'contentRef', url: frame.attributes.url ?? '' }, ...rest];
    }
    case 'details':
      return [{ type: 'expandable', title: frame.title ?? '', children: frame.children }];
  }
}

function tab(title: string, children: RootContent[]): Tab {
  return { type: 'tab', title, children };
}

function booleanAttribute(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === '') return true;
  if (value === 'false') return false;
  return undefined;
}

type DetailsPart = { kind: 'open' | 'close' | 'summary' | 'other'; raw: string; html: string };

/** Cuts an HTML block into `<details>`, `</details>`, `<summary>...</summary>` and the rest. */
function detailsParts(html: string): DetailsPart[] {
  const parts: DetailsPart[] = [];
  const pattern = /<details\b[^>]*>|<\/details\s*>|<summary\b[^>]*>([\s\S]*?)<\/summary\s*>/gi;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    const before = html.slice(last, match.index).trim();
    if (before) parts.push({ kind: 'other', raw: before, html: before });
    const raw = match[0];
    const kind = raw[1] === '/' ? 'close' : /^<summary/i.test(raw) ? 'summary' : 'open';
    parts.push({ kind, raw, html: match[1] ?? '' });
    last = match.index + raw.length;
  }
  const rest = html.slice(last).trim();
  if (rest) parts.push({ kind: 'other', raw: rest, html: rest });
  return parts;
}

const FIGURE_OR_IMG = /<figure\b[^>]*>([\s\S]*?)<\/figure\s*>|<img\b[^>]*>/gi;

/**
 * An HTML block made only of `<figure>`s and `<img>`s becomes a paragraph of images (the
 * figcaption goes to `image.data.caption`); any other HTML block is kept as it is.
 */
function htmlBlock(value: string): RootContent[] {
  const table = htmlTable(value);
  if (table) return [table];
  const images: Image[] = [];
  let rest = value;
  if (/^\s*<(?:figure|img|p)\b/i.test(value)) {
    rest = value.replace(FIGURE_OR_IMG, (whole: string, inner: string | undefined) => {
      const image = imageFromHtml(inner ?? whole, inner !== undefined);
      if (image) images.push(image);
      return image ? '' : whole;
    });
    rest = rest.replace(/<\/?p\s*>/gi, '');
  }
  if (images.length > 0 && rest.trim() === '') {
    const children: Paragraph['children'] = [];
    for (const image of images) {
      if (children.length > 0) children.push({ type: 'text', value: ' ' });
      children.push(image);
    }
    return [{ type: 'paragraph', children }];
  }
  return [{ type: 'html', value } satisfies Html];
}

export function imageFromHtml(html: string, figure: boolean): Image | undefined {
  const tag = /<img\b[^>]*>/i.exec(html);
  if (!tag) return undefined;
  const attributes = htmlAttributes(tag[0]);
  if (!attributes.src) return undefined;
  const image: Image = { type: 'image', url: attributes.src, alt: attributes.alt ?? '', title: null };
  if (figure) {
    const caption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption\s*>/i.exec(html);
    const text = caption ? htmlText(caption[1]).replace(/\s+/g, ' ').trim() : '';
    if (text) image.data = { caption: text };
  }
  return image;
}

/**
 * GitBook writes tables whose cells hold more than one line of text as HTML `<table>`s.
 * They read as GFM tables: header cells from `<th>`, one row per body `<tr>`, cell content
 * kept as text with links, bold, italic, code and line breaks (`<p>`, `<br>`). Card views
 * and typed columns (`data-view`, `data-type`) are read as plain text grids.
 */
function htmlTable(html: string): Table | undefined {
  if (!/^\s*<table\b[^>]*>/i.test(html) || !/<\/table\s*>\s*$/i.test(html)) return undefined;
  const rows: TableRow[] = [];
  let head: TableRow | undefined;
  const align: Table['align'] = [];
  const hidden = new Set<number>();
  for (const row of html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr\s*>/gi)) {
    const cells: TableCell[] = [];
    let header = false;
    let column = -1;
    for (const cell of row[1].matchAll(/<(th|td)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
      column++;
      header ||= cell[1].toLowerCase() === 'th';
      // GitBook's hidden columns (card targets, covers) are not shown: left out.
      if (header && !head && /\bdata-hidden\b/i.test(cell[2])) hidden.add(column);
      if (hidden.has(column)) continue;
      if (header) {
        const style = htmlAttributes(`<th ${cell[2]}>`);
        const alignment = (style.align ?? /text-align\s*:\s*(left|center|right)/i.exec(style.style ?? '')?.[1] ?? '').toLowerCase();
        align.push(alignment === 'center' || alignment === 'right' || alignment === 'left' ? alignment : null);
      }
      cells.push({ type: 'tableCell', children: htmlPhrasing(cell[3]) });
    }
    if (header && !head) head = { type: 'tableRow', children: cells };
    else rows.push({ type: 'tableRow', children: cells });
  }
  const width = Math.max(head?.children.length ?? 0, ...rows.map((row) => row.children.length));
  if (width === 0) return undefined;
  head ??= { type: 'tableRow', children: Array.from({ length: width }, () => ({ type: 'tableCell', children: [] }) as TableCell) };
  return { type: 'table', align: align.length > 0 ? align : null, children: [head, ...rows] };
}

/** Cell HTML to inline mdast: text, `<a href>`, `<strong>`/`<b>`, `<em>`/`<i>`, `<code>`, and breaks. */
function htmlPhrasing(html: string): PhrasingContent[] {
  const root: { children: PhrasingContent[] } = { children: [] };
  const stack: Array<{ tag: string; node: { children: PhrasingContent[] } }> = [{ tag: '', node: root }];
  const top = () => stack[stack.length - 1].node.children;
  let code: { value: string } | undefined;
  const cleaned = html.trim().replace(/^<p\b[^>]*>|<\/p\s*>$/gi, '');
  for (const token of cleaned.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+|<)/g)) {
    const [, closing, rawTag, attributes, text] = token;
    if (text !== undefined) {
      const value = decodeEntities(text).replace(/\s+/g, ' ');
      if (code) code.value += decodeEntities(text);
      else if (value) top().push({ type: 'text', value });
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (tag === 'br' || (tag === 'p' && !closing && top().length > 0) || (tag === 'pre' && !closing && top().length > 0)) {
      if (!code) top().push({ type: 'break' });
      continue;
    }
    if (tag === 'code' && !closing) {
      code = { value: '' };
      continue;
    }
    if (tag === 'code' && closing && code) {
      top().push({ type: 'inlineCode', value: code.value.replace(/\n$/, '').replace(/\n/g, ' ') });
      code = undefined;
      continue;
    }
    const kind = tag === 'strong' || tag === 'b' ? 'strong' : tag === 'em' || tag === 'i' ? 'emphasis' : tag === 'a' ? 'link' : undefined;
    if (!kind || code) continue;
    if (!closing) {
      const node =
        kind === 'link'
          ? ({ type: 'link', url: htmlAttributes(`<a ${attributes}>`).href ?? '', title: null, children: [] } as PhrasingContent & { children: PhrasingContent[] })
          : ({ type: kind, children: [] } as PhrasingContent & { children: PhrasingContent[] });
      top().push(node);
      stack.push({ tag: kind, node });
    } else {
      const index = stack.map((entry) => entry.tag).lastIndexOf(kind);
      if (index > 0) stack.length = index;
    }
  }
  const children = root.children;
  while (children.length > 0 && children[children.length - 1].type === 'break') children.pop();
  return children;
}

