import { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** CompleteGitOperation (git-worker): how an operation ended (see gitOperationCompleter). */
export declare function completeGitOperation(ctx: ContentContext, request: contentV1.CompleteGitOperationRequest): Promise<contentV1.CompleteGitOperationResponse>;
