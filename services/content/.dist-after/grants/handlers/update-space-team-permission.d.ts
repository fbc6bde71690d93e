import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Sets the team's role on the space (creating their grant), null removes it, an absent role
 * changes nothing. NOT_FOUND when the team is not the organization's.
 */
export declare function updateSpaceTeamPermission(ctx: ContentContext, request: contentV1.UpdateSpaceTeamPermissionRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
