import type { contentV1 } from '@quire/proto';
import type { Level } from '../access/policy';
import type { CollectionRow } from './queries';
import type { PublicUrls } from '../lib/urls';
/** A collection as GitBook's "Collection", with the viewer's permissions. */
export declare function presentCollection(row: CollectionRow, access: Level | null, urls: PublicUrls): contentV1.Collection;
