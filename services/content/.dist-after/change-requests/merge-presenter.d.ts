import type { contentV1 } from '@quire/proto';
import type { MergeConflict } from '../content-tree/merge';
/** One entry of Quire's extra `conflicts` field of merge and update responses. */
export declare const presentMergeConflict: (conflict: MergeConflict) => contentV1.MergeConflict;
