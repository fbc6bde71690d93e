import type { JSONDocument } from '@gitbook/api';
import { contentV1 } from '@quire/proto';
import { LRUCache } from 'lru-cache';
import type { ReaderClients } from '../clients';
import type { Generations } from '../events/invalidation';

export type TreeNode = {
  id: string;
  kind: 'document' | 'group' | 'link';
  title: string;
  parentId?: string;
  path: string;
  description?: string;
  emoji?: string;
  icon?: string;
  hidden: boolean;
  /** Link pages: GitBook ContentRef. */
  target?: Record<string, unknown>;
  cover?: Record<string, unknown>;
  updatedAt?: Date;
  children: TreeNode[];
};

/** A space's current revision as the reader walks it: the tree and its indexes. */
export type SpaceTree = {
  spaceId: string;
  title: string;
  emoji?: string;
  icon?: string;
  revisionId: string;
  updatedAt?: Date;
  roots: TreeNode[];
  byId: Map<string, TreeNode>;
  byPath: Map<string, TreeNode>;
  /** Document pages in reading order (hidden ones left out): previous / next. */
  reading: TreeNode[];
};

const KINDS: Record<number, TreeNode['kind']> = {
  [contentV1.TreePageKind.TREE_PAGE_KIND_DOCUMENT]: 'document',
  [contentV1.TreePageKind.TREE_PAGE_KIND_GROUP]: 'group',
  [contentV1.TreePageKind.TREE_PAGE_KIND_LINK]: 'link',
};

export function buildTree(space: contentV1.SpaceTree): SpaceTree {
  const byId = new Map<string, TreeNode>();
  const byPath = new Map<string, TreeNode>();
  const roots: TreeNode[] = [];
  const reading: TreeNode[] = [];
  for (const page of space.pages) {
    const node: TreeNode = {
      id: page.id,
      kind: KINDS[page.kind] ?? 'document',
      title: page.title,
      parentId: page.parentId,
      path: page.path,
      description: page.description,
      emoji: page.emoji,
      icon: page.icon,
      hidden: page.hidden,
      target: page.target as Record<string, unknown> | undefined,
      cover: page.cover as Record<string, unknown> | undefined,
      updatedAt: page.updatedAt,
      children: [],
    };
    byId.set(node.id, node);
    if (node.path && node.kind !== 'link') byPath.set(node.path, node);
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const walk = (nodes: TreeNode[], hiddenAbove: boolean) => {
    for (const node of nodes) {
      const hidden = hiddenAbove || node.hidden;
      if (node.kind === 'document' && !hidden) reading.push(node);
      walk(node.children, hidden);
    }
  };
  walk(roots, false);
  return { spaceId: space.spaceId, title: space.title, emoji: space.emoji, icon: space.icon, revisionId: space.revisionId, updatedAt: space.updatedAt, roots, byId, byPath, reading };
}

export type ReaderFile = { id: string; name: string; contentType: string; url: string; size: number; width?: number; height?: number };
export type PageBody = { document: JSONDocument; markdown: string };

/**
 * Content as the reader reads it. Trees are kept per space until an event of the
 * organization (a merge, a new space title...) changes its generation; a tree is built once
 * per revision (revisions never change), documents and files are kept by revision too.
 */
export class ContentReader {
  private readonly currentRevision = new LRUCache<string, string>({ max: 20_000 });
  private readonly trees = new LRUCache<string, SpaceTree>({ max: 500 });
  private readonly bodies = new LRUCache<string, PageBody>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (body) => body.markdown.length * 3 + 256 });

  constructor(
    private readonly clients: ReaderClients,
    private readonly generations: Generations,
  ) {}

  /** Trees of the live spaces among `spaceIds` (absent: deleted, transferred, unknown). */
  private async loadTrees(organizationId: string, spaceIds: string[]): Promise<Map<string, SpaceTree>> {
    const generation = this.generations.of(organizationId);
    const found = new Map<string, SpaceTree>();
    const missing: string[] = [];
    for (const spaceId of new Set(spaceIds)) {
      const revisionId = this.currentRevision.get(`${organizationId}|${spaceId}|${generation}`);
      const tree = revisionId === undefined ? undefined : revisionId === '' ? null : this.trees.get(revisionId);
      if (tree === null) continue;
      if (tree) found.set(spaceId, tree);
      else missing.push(spaceId);
    }
    // Content answers at most 100 trees a call, and leaves out (omitted_space_ids) what would
    // not fit in one message: those are asked again.
    const queue = [...missing];
    while (queue.length > 0) {
      const batch = queue.splice(0, 100);
      const answer = await this.clients.content.getSpaceTrees({ organizationId, spaceIds: batch });
      if (answer.omittedSpaceIds.length >= batch.length) throw new Error('content answered none of the space trees asked for');
      queue.unshift(...answer.omittedSpaceIds);
      const omitted = new Set(answer.omittedSpaceIds);
      const answered = new Set<string>();
      for (const space of answer.spaces) {
        answered.add(space.spaceId);
        let tree = this.trees.get(space.revisionId);
        if (!tree || tree.title !== space.title || tree.emoji !== space.emoji || tree.icon !== space.icon) {
          tree = buildTree(space);
          this.trees.set(space.revisionId, tree);
        }
        this.currentRevision.set(`${organizationId}|${space.spaceId}|${generation}`, space.revisionId);
        found.set(space.spaceId, tree);
      }
      for (const spaceId of batch) if (!answered.has(spaceId) && !omitted.has(spaceId)) this.currentRevision.set(`${organizationId}|${spaceId}|${generation}`, '');
    }
    return found;
  }

  async spaceTrees(organizationId: string, spaceIds: string[]): Promise<Map<string, SpaceTree>> {
    return this.loadTrees(organizationId, spaceIds);
  }

  async pageBody(organizationId: string, tree: SpaceTree, pageId: string): Promise<PageBody | undefined> {
    const key = `${tree.revisionId}|${pageId}`;
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const answer = await this.clients.content.getPageDocuments({ organizationId, spaceId: tree.spaceId, revisionId: tree.revisionId, pageIds: [pageId] });
    const page = answer.pages[0];
    if (!page) return undefined;
    const body: PageBody = { document: page.document as unknown as JSONDocument, markdown: page.markdown };
    this.bodies.set(key, body);
    return body;
  }

  /** Bodies of many pages of one tree (llms-full.txt, the MCP server), 50 per call. */
  async pageBodies(organizationId: string, tree: SpaceTree, pageIds: string[]): Promise<Map<string, PageBody>> {
    const found = new Map<string, PageBody>();
    const missing: string[] = [];
    for (const pageId of pageIds) {
      const cached = this.bodies.get(`${tree.revisionId}|${pageId}`);
      if (cached) found.set(pageId, cached);
      else missing.push(pageId);
    }
    const queue = [...missing];
    while (queue.length > 0) {
      const batch = queue.splice(0, 50);
      const answer = await this.clients.content.getPageDocuments({ organizationId, spaceId: tree.spaceId, revisionId: tree.revisionId, pageIds: batch });
      if (answer.omittedPageIds.length >= batch.length) throw new Error('content answered none of the page documents asked for');
      queue.unshift(...answer.omittedPageIds);
      for (const page of answer.pages) {
        const body: PageBody = { document: page.document as unknown as JSONDocument, markdown: page.markdown };
        this.bodies.set(`${tree.revisionId}|${page.pageId}`, body);
        found.set(page.pageId, body);
      }
    }
    return found;
  }

  async files(organizationId: string, tree: SpaceTree, fileIds: string[]): Promise<Map<string, ReaderFile>> {
    if (fileIds.length === 0) return new Map();
    const answer = await this.clients.content.getRevisionFiles({ organizationId, spaceId: tree.spaceId, revisionId: tree.revisionId, fileIds: [...new Set(fileIds)].slice(0, 500) });
    return new Map(
      answer.files.map((file) => [file.id, { id: file.id, name: file.name, contentType: file.contentType, url: file.downloadUrl, size: Number(file.size), width: file.width, height: file.height }]),
    );
  }

  /**
   * Documents of reusable contents of a tree's revision, by id (unknown ones absent), kept by
   * revision with the page bodies. 50 per call; what content leaves out is asked again.
   */
  async reusableContents(organizationId: string, tree: SpaceTree, ids: string[]): Promise<Map<string, JSONDocument>> {
    const found = new Map<string, JSONDocument>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const cached = this.bodies.get(`${tree.revisionId}|reusable|${id}`);
      if (cached) found.set(id, cached.document);
      else missing.push(id);
    }
    const queue = [...missing];
    while (queue.length > 0) {
      const batch = queue.splice(0, 50);
      const answer = await this.clients.content.getReusableContentDocuments({ organizationId, spaceId: tree.spaceId, revisionId: tree.revisionId, reusableContentIds: batch });
      if (answer.omittedReusableContentIds.length >= batch.length) throw new Error('content answered none of the reusable contents asked for');
      queue.unshift(...answer.omittedReusableContentIds);
      for (const reusable of answer.reusableContents) {
        const body: PageBody = { document: reusable.document as unknown as JSONDocument, markdown: reusable.markdown };
        this.bodies.set(`${tree.revisionId}|reusable|${reusable.id}`, body);
        found.set(reusable.id, body.document);
      }
    }
    return found;
  }

  async openAPISpecs(organizationId: string, slugs: string[]): Promise<Map<string, object>> {
    if (slugs.length === 0) return new Map();
    const answer = await this.clients.content.getOpenAPISpecs({ organizationId, slugs: [...new Set(slugs)].slice(0, 20) });
    const found = new Map<string, object>();
    for (const spec of answer.specs) if (spec.document) found.set(spec.slug, spec.document);
    return found;
  }

  async resolvePagePath(organizationId: string, tree: SpaceTree, path: string): Promise<string | undefined> {
    const answer = await this.clients.content.resolvePagePath({ organizationId, spaceId: tree.spaceId, revisionId: tree.revisionId, path });
    return answer.pageId;
  }

  async search(organizationId: string, spaceIds: string[], query: string, limit: number): Promise<contentV1.SpaceSearchResult[]> {
    if (spaceIds.length === 0) return [];
    const answer = await this.clients.content.searchSpaces({ organizationId, spaceIds: spaceIds.slice(0, 100), query, limit });
    return answer.spaces;
  }
}
