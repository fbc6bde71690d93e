import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Cancels a run that has not finished: 201 with the run `cancelled` (and the pages it had
 * imported, which stay); INVALID_ARGUMENT once it has completed, failed or been cancelled.
 * Needs what starting it needs (editing the space).
 */
export declare function cancelImportRun(ctx: ContentContext, request: contentV1.CancelImportRunRequest, callContext: CallContext): Promise<contentV1.CancelImportRunResponse>;
