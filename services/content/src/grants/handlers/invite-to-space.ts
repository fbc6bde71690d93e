import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { invalidArgument, parseRequest, requestedMemberRole, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZEnumValue, ZId, ZIdList } from '../../lib/validation';
import { setGrants } from '../operations';

const ZInviteToSpaceRequest = z
  .object({ spaceId: ZId, role: ZEnumValue, users: ZIdList, teams: ZIdList })
  .refine((request) => request.users.length + request.teams.length > 0, { path: ['users'], message: 'at least one user or team is required' });

/** Gives users and teams a role on a space (null removes their grants); all or nothing. */
export async function inviteToSpace(
  ctx: ContentContext,
  request: contentV1.InviteToSpaceRequest,
  callContext: CallContext,
): Promise<googleProtobufEmpty.Empty> {
  const input = parseRequest(ZInviteToSpaceRequest, request);
  const role = requestedMemberRole(input.role);
  if (role === undefined) throw invalidArgument('role: is required');
  await setGrants(
    ctx,
    callContext,
    { kind: 'space', spaceId: input.spaceId },
    [
      { subject: 'user', subjectIds: [...new Set(input.users)] },
      { subject: 'team', subjectIds: [...new Set(input.teams)] },
    ],
    role,
  );
  return {};
}
