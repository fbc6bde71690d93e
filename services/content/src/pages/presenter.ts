import { plainTextDocument, type JSONDocument } from '@quire/documents';
import type { PageEntry, PageLayout } from '../content-tree/entries';
import type { OutlineNode } from '../content-tree/outline';
import type { PublicUrls } from '../lib/urls';

type Json = { [key: string]: unknown };

/** GitBook's "RevisionPageLayoutOptions" defaults, for members a page does not set. */
export const DEFAULT_LAYOUT: Required<PageLayout> = {
  width: 'default',
  cover: true,
  coverSize: 'hero',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
};

/** Where the presented pages live: the space's main content, or a change request's. */
export type PageScope = { spaceId: string; changeRequestNumber: number | null };

export type PagePresentation = {
  urls: PublicUrls;
  scope: PageScope;
  /** Page markdown by body hash (one getBodies call for every page presented). */
  bodies: ReadonlyMap<string, string>;
  /** Each document page carries `markdown` (default) or `document` (GitBook "JSONDocument"). */
  format?: 'markdown' | 'document';
  /**
   * With `format: 'document'`: the documents by body hash, parsed off the event loop beforehand
   * (documentsForReading, ../lib/markdown-parse.ts). A body missing here is shown as its plain
   * text: presenting never parses.
   */
  documents?: ReadonlyMap<string, JSONDocument>;
  /** false leaves out the mutable Git metadata (`git`). */
  metadata?: boolean;
  /**
   * The contract's `computed` flag (default true): a computed page is shown as the pages it
   * generated, in its place; false shows it as GitBook's "RevisionPageComputed" (its source,
   * no pages).
   */
  computed?: boolean;
};

const appUrlOf = ({ urls, scope }: PagePresentation, path: string): string =>
  scope.changeRequestNumber === null
    ? `${urls.appUrl}/s/${scope.spaceId}/${path}`
    : `${urls.appUrl}/s/${scope.spaceId}/~/changes/${scope.changeRequestNumber}/${path}`;

/** The body hashes of every document page in the trees, for one getBodies call. */
export function bodyHashesOf(nodes: readonly OutlineNode[]): string[] {
  const hashes: string[] = [];
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop() as OutlineNode;
    if (node.entry.bodyHash) hashes.push(node.entry.bodyHash);
    stack.push(...node.children);
  }
  return hashes;
}

export const markdownOf = (entry: PageEntry, bodies: ReadonlyMap<string, string>): string =>
  entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '';

/** The members every kind of page has (GitBook "RevisionPageBase"), optional ones only when set. */
function basePage(entry: PageEntry): Json {
  return {
    id: entry.id,
    title: entry.title,
    ...(entry.emoji !== undefined && { emoji: entry.emoji }),
    ...(entry.icon !== undefined && { icon: entry.icon }),
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}

/**
 * A page of the table of contents as GitBook's "RevisionPage", with its children:
 * "RevisionPageDocument" (`kind: sheet`, `urls.app`, the full `layout`, and exactly one of
 * `markdown` / `document`: the contract's `Document` oneOf matches nothing else),
 * "RevisionPageGroup" (top level only) or "RevisionPageLink" (no slug, path or children).
 * or "RevisionPageComputed" (a computed page: `computed`, its source, and nothing else; see
 * presentPages for the pages it generated). Document pages never carry `computed` +
 * `computedSeed` (the open `{documentId?}` branch would match them too); a document page with
 * a body carries its `documentId` (../documents/queries.ts).
 */
export function presentPage(node: OutlineNode, presentation: PagePresentation): Json {
  const { entry } = node;
  if (entry.computed) return { ...basePage(entry), type: 'computed', computed: entry.computed };
  const git = presentation.metadata !== false && entry.git ? { git: { oid: entry.git.oid, path: entry.git.path } } : {};
  if (entry.kind === 'link') {
    const target = entry.target ?? { kind: 'url', url: '' };
    return {
      ...basePage(entry),
      kind: 'link',
      type: 'link',
      target,
      ...(target.kind === 'url' && typeof target.url === 'string' && { href: target.url }),
      ...(entry.hidden !== undefined && { hidden: entry.hidden }),
    };
  }
  const slug = node.path.slice(node.path.lastIndexOf('/') + 1);
  const pages = presentPages(node.children, presentation);
  if (entry.kind === 'group') {
    return {
      ...basePage(entry),
      kind: 'group',
      type: 'group',
      slug,
      path: node.path,
      pages,
      ...(entry.hidden !== undefined && { hidden: entry.hidden }),
    };
  }
  const markdown = markdownOf(entry, presentation.bodies);
  return {
    ...basePage(entry),
    kind: 'sheet',
    type: 'document',
    urls: { app: appUrlOf(presentation, node.path) },
    slug,
    path: node.path,
    pages,
    layout: { ...DEFAULT_LAYOUT, ...entry.layout },
    ...(entry.description !== undefined && { description: entry.description }),
    ...(entry.hidden !== undefined && { hidden: entry.hidden }),
    ...git,
    // The body is the page's document (getDocumentById): its id is the body's hash.
    ...(entry.bodyHash && { documentId: entry.bodyHash }),
    ...(presentation.format === 'document'
      ? { document: (entry.bodyHash && presentation.documents?.get(entry.bodyHash)) || plainTextDocument(markdown) }
      : { markdown }),
  };
}

/**
 * A list of sibling pages. With `computed` (the default), a computed page is replaced by the pages
 * it generated (its children, which keep their paths below it); without, it is one
 * "RevisionPageComputed" and its generated pages are not shown.
 */
export const presentPages = (nodes: readonly OutlineNode[], presentation: PagePresentation): Json[] =>
  nodes.flatMap((node) =>
    node.entry.computed && presentation.computed !== false ? node.children.map((child) => presentPage(child, presentation)) : [presentPage(node, presentation)],
  );

/**
 * Whether a read answers this page: with `computed: false`, the pages a computed page generated
 * are not content (the contract: "content will not be computed").
 */
export const isPresentable = (node: OutlineNode, presentation: Pick<PagePresentation, 'computed'>): boolean =>
  !(node.entry.computedBy !== undefined && presentation.computed === false);

/** A page just written; its node is always in the new table of contents (the tree rules keep it reachable). */
export function presentWrittenPage(node: OutlineNode | undefined, presentation: PagePresentation): Json {
  if (!node) throw new Error('the page written is not in the table of contents');
  return presentPage(node, presentation);
}
