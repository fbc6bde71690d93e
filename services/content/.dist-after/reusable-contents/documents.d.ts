import { type JSONDocument } from '@quire/documents';
import type { Db } from '../db';
import { type StoredRevision } from '../revision-store/store';
/**
 * The documents of the reusable contents that `documents` include, and of those they include in
 * turn down to MAX_REUSABLE_DEPTH, from one revision: one body query and one parse batch per
 * level. For outputs that write reusable contents in place (PDF; `inlineReusableContents`).
 * Ids the revision does not have, and empty reusable contents, are absent.
 */
export declare function includedReusableDocuments(db: Db, revision: Pick<StoredRevision, 'reusableContents'>, documents: Iterable<JSONDocument>): Promise<Map<string, JSONDocument>>;
