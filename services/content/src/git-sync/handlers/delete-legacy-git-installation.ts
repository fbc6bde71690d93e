import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { legacyInstallationRemover } from '../commands/legacy-installation-remover';
import { authorizeGitInstallationChange } from '../policy';
import { loadSpace } from '../../spaces/load';

const ZDeleteLegacyGitInstallationRequest = z.object({ spaceId: ZId });

/**
 * DELETE /spaces/{spaceId}/git/legacy-installation: removes the space's github-legacy
 * installation; `removed` is false when it had none (GitBook's 204 against 205).
 */
export async function deleteLegacyGitInstallation(
  ctx: ContentContext,
  request: contentV1.DeleteLegacyGitInstallationRequest,
  callContext: CallContext,
): Promise<contentV1.DeleteLegacyGitInstallationResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZDeleteLegacyGitInstallationRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorizeGitInstallationChange(access);
  const removed = await legacyInstallationRemover(ctx.db, { organizationId: space.organizationId, spaceId: space.id, actorId: principal.userId });
  return { removed };
}
