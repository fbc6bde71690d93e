import type { Db } from '../db';
import { getBodies } from '../revision-store/bodies';
import { BudgetedCache, textBytes } from '../revision-store/cache-budget';
import { loadPage, loadStoredRevision } from '../revision-store/store';
import { splitMarkdownSections, type PageSection } from './sections';

/**
 * Sections of page bodies already split, by body hash (bodies are content-addressed and the
 * split depends on the Markdown alone, so an entry never goes stale). Splitting is most of
 * the work of indexing a page (about 2 ms for 2 KB of Markdown): bodies written in change
 * requests are split when their events arrive (prepareChangeRequestBodies), so that merging
 * them only writes the index. A process-local cache, bounded by its share of CONTENT_CACHE_MB
 * (../revision-store/cache-budget.ts): another replica, or a body the cache evicted, is simply
 * split again.
 *
 * Measured: about 600 bytes a section (its object, title, anchor and headings) besides the
 * bytes of its prose and code, and 200 a body: 2.5 KB for a body of 3 sections and 880
 * characters, 122 KB for 121 sections and 53,000 characters.
 */
const cache = new BudgetedCache<PageSection[]>('bodySections', (sections) =>
  sections.reduce((size, section) => size + 600 + textBytes(section.prose) + textBytes(section.code), 200),
);

/** The sections of a body: from the cache, or split now (not cached: a merge or rebuild reads each body once). */
export async function bodySections(bodyHash: string, markdown: string): Promise<PageSection[]> {
  return cache.get(bodyHash) ?? (await splitMarkdownSections(markdown));
}

/** Most pages one event makes this process split ahead (a larger change is split when merged). */
const MAX_PREPARED_PAGES = 200;

/**
 * Splits ahead the bodies of pages a change request's revision just created or updated, so
 * that merging it is quick to index. Reads only the chunks of those pages and their bodies
 * not split yet (one query). Returns how many bodies it split.
 */
export async function prepareChangeRequestBodies(db: Db, { revisionId, pageIds }: { revisionId: string; pageIds: readonly string[] }): Promise<number> {
  if (pageIds.length === 0 || pageIds.length > MAX_PREPARED_PAGES) return 0;
  const revision = await loadStoredRevision(db, revisionId);
  const hashes = new Set<string>();
  for (const pageId of pageIds) {
    const page = await loadPage(db, revision, pageId);
    if (page?.kind === 'document' && page.bodyHash && !cache.has(page.bodyHash)) hashes.add(page.bodyHash);
  }
  if (hashes.size === 0) return 0;
  const bodies = await getBodies(db, hashes);
  for (const [hash, markdown] of bodies) cache.set(hash, await splitMarkdownSections(markdown));
  return bodies.size;
}
