import type { JSONDocument } from '@gitbook/api';
import { conditionHolds } from '@quire/shared';
import type { ContentReader, SpaceTree, TreeNode } from '../content/spaces';
import type { PageView, ReaderLocale, SiteView } from '../model';
import type { IntegrationBlocks } from '../integrations/blocks';
import { integrationBlockKey, renderDocument, type RenderResources } from '../render';
import { siteSpacePrefix, type VisibleSite } from '../site/locate';
import { translator } from '../i18n';
import { breadcrumbs, encodePath, navigation, neighbours, PageUrls } from './navigation';
import { loadReusableContents, referencesWithReusable } from './reusable';

export type PageContext = {
  visible: VisibleSite;
  claims: Record<string, unknown>;
  siteRoot: string;
  /** Absolute base for canonical URLs (`https://docs.example.com`), no trailing slash. */
  origin: string;
  site: SiteView;
  /** The site space the page is read in. */
  siteSpaceId: string;
  tree: SpaceTree;
  urls: PageUrls;
  content: ContentReader;
  locale: ReaderLocale;
  /** Integration blocks, rendered by the runtime; absent: every integration block is a notice. */
  integrationBlocks?: IntegrationBlocks;
};

type CoverRef = { kind?: string; file?: string; url?: string };

/** The customization's social preview image as an absolute URL (OpenGraph needs one): https, or a path of this origin. */
function socialImage(url: string | undefined, origin: string): string | undefined {
  if (!url || url.length > 2048) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renders one document page: loads the reusable contents it includes (level by level), then
 * what it and they point to in one batch per kind (files, other spaces' trees, OpenAPI
 * specifications), renders it, and lays the page out.
 */
export async function pageView(context: PageContext, node: TreeNode, document: JSONDocument): Promise<PageView> {
  const { visible, tree, urls, content } = context;
  const organizationId = visible.site.organizationId;
  const reusable = await loadReusableContents(document, (ids) => content.reusableContents(organizationId, tree, ids));
  const references = referencesWithReusable(document, reusable);
  const cover = node.cover as { ref?: CoverRef; refDark?: CoverRef } | undefined;
  const coverFiles = [cover?.ref, cover?.refDark].flatMap((ref) => (ref?.kind === 'file' && ref.file ? [ref.file] : []));
  const otherSpaceIds = [...new Set([...references.spaces, ...references.pages.flatMap((ref) => (ref.spaceId && ref.spaceId !== tree.spaceId ? [ref.spaceId] : []))])];
  const publishedSpaceIds = new Set(visible.siteSpaces.map((row) => row.spaceId));
  const [files, specs, otherTrees, blocks] = await Promise.all([
    content.files(organizationId, tree, [...references.files, ...coverFiles]),
    content.openAPISpecs(
      organizationId,
      references.openAPISpecs.flatMap((ref) => (ref.spec ? [ref.spec] : [])),
    ),
    content.spaceTrees(
      organizationId,
      otherSpaceIds.filter((spaceId) => publishedSpaceIds.has(spaceId)),
    ),
    // Rendered by the runtime in a `document` context of this space, all at once.
    context.integrationBlocks?.load(organizationId, tree.spaceId, references.integrationBlocks),
  ]);

  const urlsOfSpace = (spaceId: string): PageUrls | undefined => {
    if (spaceId === tree.spaceId) return urls;
    const row = visible.siteSpaces.find((candidate) => candidate.spaceId === spaceId);
    const otherTree = otherTrees.get(spaceId);
    return row && otherTree ? new PageUrls(`${context.siteRoot}${siteSpacePrefix(visible, row)}`, otherTree) : undefined;
  };
  const resources: RenderResources = {
    pageHref: ({ spaceId, pageId, anchor }) => {
      const target = urlsOfSpace(spaceId ?? tree.spaceId);
      const targetTree = spaceId && spaceId !== tree.spaceId ? otherTrees.get(spaceId) : tree;
      const page = targetTree?.byId.get(pageId);
      if (!target || !page || page.kind === 'link') return undefined;
      return target.of(page, anchor);
    },
    pageTitle: ({ spaceId, pageId }) => {
      const targetTree = spaceId && spaceId !== tree.spaceId ? otherTrees.get(spaceId) : tree;
      return targetTree?.byId.get(pageId)?.title;
    },
    spaceTitle: (spaceId) => (spaceId === tree.spaceId ? tree : otherTrees.get(spaceId))?.title,
    file: (fileId) => {
      const file = files.get(fileId);
      return file && { ...file, url: file.url.startsWith(`${context.origin}/`) ? file.url.slice(context.origin.length) : file.url };
    },
    spaceHref: (spaceId) => urlsOfSpace(spaceId)?.home,
    reusableContent: (id) => reusable.get(id),
    openAPISpec: (ref) => (ref.spec ? specs.get(ref.spec) : undefined),
    visible: (expression) => conditionHolds(expression, context.claims),
    integrationBlock: (ref) => blocks?.outputs.get(integrationBlockKey(ref)),
    t: translator(context.locale),
  };
  const rendered = await renderDocument(document, resources);

  const coverFile = cover?.ref?.kind === 'file' && cover.ref.file ? files.get(cover.ref.file) : undefined;
  const coverDark = cover?.refDark?.kind === 'file' && cover.refDark.file ? files.get(cover.refDark.file) : undefined;
  // Files of this origin as paths: the page loads them from where it is (CSP img-src 'self').
  const local = (url: string | undefined) => (url && url.startsWith(`${context.origin}/`) ? url.slice(context.origin.length) : url);
  const coverUrl = local(coverFile?.url) ?? (cover?.ref?.kind === 'url' && cover.ref.url && /^https:/i.test(cover.ref.url) ? cover.ref.url : undefined);
  const href = urls.of(node);
  return {
    site: context.site,
    nav: navigation(tree, urls, node),
    breadcrumbs: breadcrumbs(tree, urls, node),
    page: {
      id: node.id,
      title: node.title,
      emoji: node.emoji,
      icon: node.icon,
      description: node.description,
      cover: coverUrl ? { src: coverUrl, srcDark: local(coverDark?.url), alt: '', width: coverFile?.width, height: coverFile?.height } : undefined,
      html: rendered.html,
      headings: rendered.headings,
      updatedAt: (node.updatedAt ?? tree.updatedAt)?.toISOString(),
    },
    ...neighbours(tree, urls, node),
    canonicalUrl: `${context.origin}${href}`,
    socialImageUrl: socialImage(context.site.customization.socialPreview?.url, context.origin),
    markdownHref: `${href === urls.home ? `${urls.root}/${encodePath(node.path)}` : href}.md`,
    ...(rendered.frameOrigins.length > 0 && { frameOrigins: rendered.frameOrigins }),
    ...(blocks?.keepMs !== undefined && { keepMs: blocks.keepMs }),
    ...(context.site.customization.feedback?.enabled === true && {
      feedback: { action: `${context.siteRoot}/~quire/feedback`, siteSpaceId: context.siteSpaceId, spaceId: tree.spaceId, pageId: node.id, revisionId: tree.revisionId, path: href },
    }),
  };
}
