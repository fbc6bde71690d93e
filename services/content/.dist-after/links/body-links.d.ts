import type { ContentContext } from '../context';
import { type BodyLinks } from './references';
/**
 * The links of each body by hash: from this process's cache, else from the database (two
 * queries), else extracted now and stored. Missing hashes of `hashes` are never absent from the
 * result (a hash without a body has no links).
 */
export declare function loadBodyLinks(ctx: ContentContext, hashes: Iterable<string>): Promise<Map<string, BodyLinks>>;
/**
 * Makes sure every body of `hashes` has its links stored (what backlink queries read), reading
 * only which are stored, not their links: one query for the hashes this process has not seen
 * stored yet, and the extraction of those never extracted.
 */
export declare function ensureBodyLinksStored(ctx: ContentContext, hashes: Iterable<string>): Promise<void>;
