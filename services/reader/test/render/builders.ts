import type { ContentRef, DocumentBlock, DocumentInline, DocumentText, DocumentTextMark, JSONDocument } from '@gitbook/api';
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { RENDER_STRINGS } from '../../src/render/strings';
import type { IntegrationBlockOutput, RenderFile, RenderResources } from '../../src/render/types';

/** Builders for documents in tests: terse, and typed by the contract. */
export const text = (value: string, marks: DocumentTextMark[] = []): DocumentText => ({ object: 'text', leaves: [{ object: 'leaf', text: value, marks }] });
export const mark = (type: Exclude<DocumentTextMark['type'], 'color'>): DocumentTextMark => ({ object: 'mark', type }) as DocumentTextMark;
export const p = (...nodes: Array<DocumentText | DocumentInline | string>): DocumentBlock => ({
  object: 'block',
  type: 'paragraph',
  nodes: nodes.map((node) => (typeof node === 'string' ? text(node) : node)),
});
export const heading = (level: 1 | 2 | 3, value: string, id?: string): DocumentBlock => ({
  object: 'block',
  type: `heading-${level}`,
  data: id ? { id } : {},
  nodes: [text(value)],
});
export const link = (ref: ContentRef, value: string): DocumentInline => ({ object: 'inline', type: 'link', data: { ref }, nodes: [text(value)] });
export const codeBlock = (code: string, syntax?: string, extra: Record<string, unknown> = {}): DocumentBlock => ({
  object: 'block',
  type: 'code',
  data: { ...(syntax ? { syntax } : {}), ...extra },
  nodes: code.split('\n').map((line) => ({ object: 'block', type: 'code-line', data: {}, nodes: [text(line)] })),
});
export const doc = (...nodes: unknown[]): JSONDocument => ({ object: 'document', data: {}, nodes: nodes as JSONDocument['nodes'] });

export type FakeResources = RenderResources & { calls: string[] };

/** Resources over in-memory maps: pages `page-N` are published at `/docs/page-N`, others are not. */
export function resources(options: {
  pages?: Record<string, { href: string; title?: string }>;
  files?: Record<string, RenderFile>;
  spaces?: Record<string, { href: string; title?: string }>;
  reusable?: Record<string, JSONDocument>;
  specs?: Record<string, object>;
  visible?: (expression: string) => boolean;
  integrationBlocks?: Record<string, IntegrationBlockOutput>;
} = {}): FakeResources {
  const calls: string[] = [];
  return {
    calls,
    pageHref: ({ spaceId, pageId, anchor }) => {
      const page = options.pages?.[spaceId ? `${spaceId}/${pageId}` : pageId];
      return page ? `${page.href}${anchor ? `#${anchor}` : ''}` : undefined;
    },
    pageTitle: ({ spaceId, pageId }) => options.pages?.[spaceId ? `${spaceId}/${pageId}` : pageId]?.title,
    file: (id) => options.files?.[id],
    spaceHref: (id) => options.spaces?.[id]?.href,
    spaceTitle: (id) => options.spaces?.[id]?.title,
    reusableContent: (id) => options.reusable?.[id],
    openAPISpec: (ref) => {
      calls.push(`spec:${JSON.stringify(ref)}`);
      const key = ref.spec ?? ref.url ?? ref.file ?? '';
      return options.specs?.[key];
    },
    visible: (expression) => {
      calls.push(`visible:${expression}`);
      return options.visible ? options.visible(expression) : false;
    },
    integrationBlock: (ref) => options.integrationBlocks?.[`${ref.integration}/${ref.block}`],
    t: (key) => (RENDER_STRINGS as Record<string, string>)[key] ?? key,
  };
}

/** The HTML parsed back, to check structure rather than strings. */
export function parse(html: string): Root {
  return fromHtml(html, { fragment: true });
}

export function all(root: Root | Element, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Root | ElementContent) => {
    if (node.type === 'element' && test(node)) found.push(node);
    if ('children' in node) for (const child of node.children) visit(child as ElementContent);
  };
  visit(root);
  return found;
}

export const byTag = (root: Root | Element, tag: string) => all(root, (e) => e.tagName === tag);
export const byClass = (root: Root | Element, name: string) => all(root, (e) => Array.isArray(e.properties.className) && e.properties.className.includes(name));

export function textOf(node: Root | ElementContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as ElementContent)).join('');
  return '';
}
