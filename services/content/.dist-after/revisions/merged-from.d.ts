import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../context';
import type { RevisionRow } from './queries';
import type { LoadedSpace } from '../spaces/load';
/**
 * The change request a merge revision came from, as GitBook's "ChangeRequest" (required on
 * "RevisionTypeMerge"); undefined for other revisions.
 */
export declare function mergedFromOf(ctx: ContentContext, loaded: LoadedSpace, revision: RevisionRow, callContext: CallContext): Promise<contentV1.ChangeRequest | undefined>;
