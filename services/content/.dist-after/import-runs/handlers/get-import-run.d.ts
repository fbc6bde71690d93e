import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** A run with its page records (Quire extension: the contract has no read of a run). Readers of the space may see it. */
export declare function getImportRun(ctx: ContentContext, request: contentV1.GetImportRunRequest, callContext: CallContext): Promise<contentV1.GetImportRunResponse>;
