import { type JSONDocument } from '@quire/documents';
import { type Db } from '../db';
/**
 * Documents of a space. A document page's body is stored once per distinct markdown (the body
 * store, ../revision-store/bodies.ts) and its `documentId` is that body's hash: the same text
 * is the same document, in every revision that has it. `space_documents` records which bodies
 * some revision of a space has, so that getDocumentById answers a space's documents, of any
 * age, and never another space's (a hash is no secret: the same text in two spaces has one).
 */
/**
 * Records the document bodies a new revision of the space brings (createRevision calls it for
 * the pages it writes; the copy of a space, for the revision it copies). In hash order, as
 * putBodies, so that concurrent writers of the same rows wait for each other in one order.
 */
export declare function recordSpaceDocuments(db: Db, spaceId: string, bodyHashes: Iterable<string>): Promise<void>;
/**
 * Records every document body of a stored revision for `spaceId` (its pages' and its reusable
 * contents'), in one statement read from the revision's chunks and row (O(1) round trips whatever its size: the copy of a space names the source's
 * chunks without reading them).
 */
export declare function recordRevisionDocuments(db: Db, spaceId: string, revisionId: string): Promise<void>;
/** Whether some revision of the space has the document (one primary-key lookup). */
export declare function spaceHasDocument(db: Db, spaceId: string, documentId: string): Promise<boolean>;
/**
 * A body as GitBook's "JSONDocument", parsed off the event loop as the page reads' `format=document`
 * (documentsForReading); the same fallback as presentPage: plain text when the parse is refused,
 * an empty document for a page without a body.
 */
export declare function documentOfBody(db: Db, bodyHash: string | undefined): Promise<JSONDocument | undefined>;
