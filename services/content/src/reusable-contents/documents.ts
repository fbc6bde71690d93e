import { MAX_REUSABLE_DEPTH, reusableContentIdsOf, type JSONDocument } from '@quire/documents';
import type { Db } from '../db';
import { documentsForReading } from '../lib/markdown-parse';
import { getBodies } from '../revision-store/bodies';
import { reusableContentsOf, type StoredRevision } from '../revision-store/store';

/**
 * The documents of the reusable contents that `documents` include, and of those they include in
 * turn down to MAX_REUSABLE_DEPTH, from one revision: one body query and one parse batch per
 * level. For outputs that write reusable contents in place (PDF; `inlineReusableContents`).
 * Ids the revision does not have, and empty reusable contents, are absent.
 */
export async function includedReusableDocuments(
  db: Db,
  revision: Pick<StoredRevision, 'reusableContents'>,
  documents: Iterable<JSONDocument>,
): Promise<Map<string, JSONDocument>> {
  const entries = reusableContentsOf(revision);
  const found = new Map<string, JSONDocument>();
  if (entries.size === 0) return found;
  const asked = new Set<string>();
  let wanted = [...documents].flatMap(reusableContentIdsOf);
  for (let depth = 0; depth < MAX_REUSABLE_DEPTH && wanted.length > 0; depth++) {
    const hashes = new Map<string, string>();
    for (const id of wanted) {
      if (asked.has(id)) continue;
      asked.add(id);
      const bodyHash = entries.get(id)?.bodyHash;
      if (bodyHash) hashes.set(id, bodyHash);
    }
    if (hashes.size === 0) break;
    const parsed = await documentsForReading(await getBodies(db, hashes.values()));
    const level: JSONDocument[] = [];
    for (const [id, hash] of hashes) {
      const document = parsed.get(hash);
      if (!document) continue;
      found.set(id, document);
      level.push(document);
    }
    wanted = level.flatMap(reusableContentIdsOf);
  }
  return found;
}
