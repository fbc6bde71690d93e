import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * A live space. Spaces in the trash answer NOT_FOUND (the contract has no option to read
 * them); `shareKey` only matters for published URLs, which sites own.
 * The space, its counts and what decides access come from one statement (spaces/load.ts).
 */
export declare function getSpace(ctx: ContentContext, request: contentV1.GetSpaceRequest, callContext: CallContext): Promise<contentV1.GetSpaceResponse>;
