import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Creates a space with an initial empty revision (Quire has no templates: every space starts empty). */
export declare function createSpace(ctx: ContentContext, request: contentV1.CreateSpaceRequest, callContext: CallContext): Promise<contentV1.CreateSpaceResponse>;
