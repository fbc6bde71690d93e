import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Moves a space to the trash. Idempotent, as GitBook's (204 "Space did not exist"): a
 * missing or already deleted space is not an error.
 */
export declare function deleteSpace(ctx: ContentContext, request: contentV1.DeleteSpaceRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
