import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** A new spec with its first version, queued for the git-worker (201, `processingState: pending`). */
export declare function createOpenAPISpec(ctx: ContentContext, request: contentV1.CreateOpenAPISpecRequest, callContext: CallContext): Promise<contentV1.CreateOpenAPISpecResponse>;
