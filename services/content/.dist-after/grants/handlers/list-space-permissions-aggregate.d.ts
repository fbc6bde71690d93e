import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Everyone who can access the space and their level; `role` keeps those with exactly that level. */
export declare function listSpacePermissionsAggregate(ctx: ContentContext, request: contentV1.ListSpacePermissionsAggregateRequest, callContext: CallContext): Promise<contentV1.ListSpacePermissionsAggregateResponse>;
