import { contentV1 } from '@quire/proto';
import type { FileEntry, PageKind } from '../content-tree/entries';
import { walkOutline, type OutlineNode } from '../content-tree/outline';
import { markdownOf } from '../pages/presenter';
import { hrefOfTarget } from './hrefs';

const PAGE_TYPES: Record<PageKind, contentV1.PageType> = {
  document: contentV1.PageType.PAGE_TYPE_DOCUMENT,
  group: contentV1.PageType.PAGE_TYPE_GROUP,
  link: contentV1.PageType.PAGE_TYPE_LINK,
};

/** Every page of the outline in table-of-contents order (parents first), as the worker exports them. */
export function presentExportedPages(outline: readonly OutlineNode[], bodies: ReadonlyMap<string, string>): contentV1.ExportedPage[] {
  const pages: contentV1.ExportedPage[] = [];
  walkOutline(outline, ({ entry, path }) => {
    pages.push({
      id: entry.id,
      parentId: entry.parentId ?? '',
      type: PAGE_TYPES[entry.kind],
      title: entry.title,
      description: entry.description ?? '',
      // The slug the page is served at (de-duplicated among its siblings); links have none.
      slug: path === '' ? '' : path.slice(path.lastIndexOf('/') + 1),
      path,
      markdown: entry.kind === 'document' ? markdownOf(entry, bodies) : '',
      href: entry.kind === 'link' ? hrefOfTarget(entry.target) : '',
      git: entry.git ? { oid: entry.git.oid, path: entry.git.path } : undefined,
    });
  });
  return pages;
}

export const presentExportedFile = (file: FileEntry): contentV1.ExportedFile => ({
  id: file.id,
  name: file.name,
  contentType: file.contentType,
  size: file.size,
  sha256: file.blobHash,
  git: file.git ? { oid: file.git.oid, path: file.git.path } : undefined,
});
