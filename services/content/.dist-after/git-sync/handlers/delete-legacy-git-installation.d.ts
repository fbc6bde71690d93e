import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * DELETE /spaces/{spaceId}/git/legacy-installation: removes the space's github-legacy
 * installation; `removed` is false when it had none (GitBook's 204 against 205).
 */
export declare function deleteLegacyGitInstallation(ctx: ContentContext, request: contentV1.DeleteLegacyGitInstallationRequest, callContext: CallContext): Promise<contentV1.DeleteLegacyGitInstallationResponse>;
