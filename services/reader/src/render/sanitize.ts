import type { Element, ElementContent, Root, RootContent } from 'hast';
import { sanitize, type Schema } from 'hast-util-sanitize';
import rehypeSanitize from 'rehype-sanitize';
import { unified } from 'unified';

/**
 * Sanitizing, in two schemas.
 *
 * The user's tree (everything the handlers build from the document) is sanitized with
 * `USER_SCHEMA`: the elements and attributes the handlers emit and nothing else. No script,
 * no event handler, no iframe/object/embed, no `style` attribute at all, classes only from
 * the renderer's own `q-` namespace, URLs only http(s), mailto and relative (plus `data:` on
 * image sources, which `urls.ts` has already narrowed to base64 raster images).
 *
 * KaTeX's output cannot pass that schema: its layout is `style` attributes, and it has its
 * own classes, MathML and SVG. Allowing `style` in the user schema would allow it on every
 * element built from user input. So KaTeX's trees are kept out of the user's tree and leave a
 * `<q-slot data-q-slot="n">` there; each is sanitized with `TRUSTED_SCHEMA`, which allows
 * exactly what KaTeX emits: its classes, MathML, SVG, and `style` only on `span`/`svg`/
 * `mpadded`, with only declarations without parentheses, quotes or backslashes (no `url()`,
 * `expression()` or `var()`).
 *
 * shiki's tokens need no `style`: code.ts builds their spans with classes of the code theme
 * (highlighter.ts), which the user schema allows. Those trees take a slot too, only to skip a
 * sanitizing pass over thousands of spans that hold nothing but a class and text.
 *
 * After the user's tree is sanitized, `graft` puts the trusted trees in place of the slots.
 * Neither schema is widened for the other. A document cannot forge a slot: handlers only ever
 * turn document content into text nodes and attribute values, never into elements.
 */

/** CSS declarations as KaTeX writes them, without any function call, string, escape or comment. */
const SAFE_STYLE = /^(?:\s*-{0,2}[a-zA-Z][a-zA-Z-]*\s*:[^;:()\\"'<>&{}@/*]*;)*(?:\s*-{0,2}[a-zA-Z][a-zA-Z-]*\s*:[^;:()\\"'<>&{}@/*]*)?\s*$/;
const Q_CLASS = /^q-[a-z0-9-]+$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

export const USER_SCHEMA: Schema = {
  allowComments: false,
  allowDoctypes: false,
  // The renderer's ids are made unique by `IdRegistry`; a prefix would break `#anchor` links.
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'title', 'math'],
  tagNames: [
    'a', 'aside', 'blockquote', 'br', 'button', 'caption', 'code', 'details', 'div', 'em', 'figcaption', 'figure', 'h2', 'h3', 'h4',
    'hr', 'img', 'input', 'kbd', 'li', 'ol', 'p', 'path', 'picture', 'pre', 's', 'source', 'span', 'strong', 'sub', 'summary', 'sup',
    'svg', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul', 'q-slot',
  ],
  ancestors: {
    li: ['ol', 'ul'],
    tbody: ['table'],
    thead: ['table'],
    tr: ['table'],
    th: ['table'],
    td: ['table'],
    caption: ['table'],
    summary: ['details'],
    figcaption: ['figure'],
    source: ['picture'],
    path: ['svg'],
  },
  attributes: {
    '*': [['className', Q_CLASS], 'id', ['ariaHidden', 'true']],
    a: ['href', ['rel', 'noopener', 'noreferrer'], 'ariaLabel', 'ariaDescribedBy', 'download'],
    aside: [['role', 'note'], 'ariaLabel'],
    button: [['type', 'button'], 'disabled', ['role', 'tab'], 'ariaControls', ['ariaSelected', 'true', 'false'], ['tabIndex', 0, -1], 'hidden', 'dataQCopy', 'ariaLabel'],
    details: ['open'],
    div: [['role', 'tablist', 'tabpanel', 'note', 'group'], 'ariaLabel', 'ariaLabelledBy', ['tabIndex', 0], 'dataQTabs', 'dataQCode'],
    img: ['src', 'alt', ['width', NUMBER], ['height', NUMBER], ['loading', 'lazy'], ['decoding', 'async'], ['referrerPolicy', 'no-referrer']],
    input: [['type', 'checkbox'], 'checked', 'disabled', 'ariaLabelledBy', 'ariaLabel'],
    ol: [['start', NUMBER]],
    pre: [['tabIndex', 0], ['dataQLang', /^[a-z0-9#+._-]{1,40}$/]],
    'q-slot': [['dataQSlot', /^\d+$/]],
    source: ['srcSet', ['media', '(prefers-color-scheme: dark)'], 'dataQDark'],
    span: [['role', 'img'], 'ariaLabel', ['dataQIcon', /^[a-z0-9-]{1,64}$/]],
    th: [['scope', 'col', 'row']],
    svg: ['viewBox', ['width', NUMBER], ['height', NUMBER], ['fill', 'none'], ['stroke', 'currentColor'], ['strokeWidth', NUMBER], ['strokeLineCap', 'round'], ['strokeLineJoin', 'round'], ['focusable', 'false']],
    path: [['d', /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/]],
  },
  protocols: {
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https', 'data'],
    srcSet: ['http', 'https', 'data'],
  },
  required: {},
};

const MATHML = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mo', 'mn', 'ms', 'mtext', 'mspace', 'msup', 'msub', 'msubsup', 'mfrac', 'msqrt',
  'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'menclose', 'mstyle', 'mpadded', 'mphantom',
];
const MATHML_ATTRIBUTES = [
  'mathvariant', 'stretchy', 'fence', 'separator', 'lspace', 'rspace', 'width', 'height', 'depth', 'columnalign', 'columnlines',
  'columnspacing', 'rowspacing', 'rowlines', 'accent', 'accentunder', 'linethickness', 'scriptlevel', 'displaystyle', 'mathcolor',
  'mathbackground', 'mathsize', 'notation', 'minsize', 'maxsize', 'largeop', 'movablelimits', 'symmetric', 'voffset', 'linebreak',
];

export const TRUSTED_SCHEMA: Schema = {
  allowComments: false,
  allowDoctypes: false,
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'foreignObject'],
  tagNames: ['span', 'svg', 'path', 'line', ...MATHML],
  ancestors: {},
  attributes: {
    span: [['className', /^[A-Za-z0-9_-]+$/], ['style', SAFE_STYLE], ['ariaHidden', 'true'], 'title'],
    svg: ['xmlns', 'width', 'height', 'viewBox', 'preserveAspectRatio', ['style', SAFE_STYLE]],
    path: [['d', /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/]],
    line: ['x1', 'y1', 'x2', 'y2', 'strokeWidth'],
    math: [['xmlns', 'http://www.w3.org/1998/Math/MathML'], ['display', 'block', 'inline']],
    annotation: [['encoding', 'application/x-tex']],
    mpadded: [['style', SAFE_STYLE]],
    ...Object.fromEntries(MATHML.filter((tag) => tag !== 'math' && tag !== 'annotation' && tag !== 'mpadded').map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  protocols: {},
  required: {},
};
(TRUSTED_SCHEMA.attributes as Record<string, unknown[]>).mpadded.push(...MATHML_ATTRIBUTES);

const userSanitizer = unified().use(rehypeSanitize, USER_SCHEMA).freeze();

/** The user's tree through rehype-sanitize. */
export function sanitizeUser(root: Root): Root {
  return userSanitizer.runSync(root) as Root;
}

/** A tree made by KaTeX, sanitized with the trusted schema. */
export function sanitizeTrusted(nodes: ElementContent[]): ElementContent[] {
  const clean = sanitize({ type: 'root', children: nodes }, TRUSTED_SCHEMA) as Root;
  return clean.children as ElementContent[];
}

/** Replaces each `q-slot` of a sanitized tree by the trusted tree it stands for (an unknown slot by nothing). */
export function graft(root: Root, trusted: ElementContent[][]): Root {
  const visit = (parent: { children: Array<RootContent | ElementContent> }) => {
    let changed = false;
    const children: Array<RootContent | ElementContent> = [];
    for (const child of parent.children) {
      if (child.type === 'element' && child.tagName === 'q-slot') {
        const index = Number((child as Element).properties.dataQSlot);
        children.push(...(Number.isInteger(index) ? (trusted[index] ?? []) : []));
        changed = true;
        continue;
      }
      if (child.type === 'element') visit(child);
      children.push(child);
    }
    if (changed) parent.children = children;
  };
  visit(root);
  return root;
}
