import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * A revision of a space. `computed: false` shows computed pages as their source. An
 * integration's installation token reads the main content's history only (spaces/load.ts),
 * not a change request's own revisions.
 */
export declare function getRevision(ctx: ContentContext, request: contentV1.GetRevisionRequest, callContext: CallContext): Promise<contentV1.GetRevisionResponse>;
