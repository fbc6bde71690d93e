import { type SecretBox } from '@quire/shared';
import type { PrismaClient } from '../../db';
import type { GitOperationKind } from '../../generated/prisma/enums';
import type { GitOperationParams } from '../queries';
import type { GitProviderName } from '../schemas';
export type GitOperationRequest = {
    kind: GitOperationKind;
    organizationId: string;
    spaceId: string;
    actorId: string;
    /** As given, credentials included: sealed before it is stored. */
    url: string;
    redactedUrl: string;
    ref: string;
    params: GitOperationParams;
    timestamp: Date | null;
    force: boolean;
    /**
     * `gitInfo`: stored on the space (url redacted, repository name from the URL); a member left
     * undefined keeps its stored value.
     */
    gitInfo: {
        provider: GitProviderName | undefined;
        url: string | undefined;
        repoName: string | null;
    } | null;
};
/** The AES-256-GCM additional data of an operation's URL: the sealed bytes open for that operation only. */
export declare const sealedUrlContext: (operationId: string) => string;
/**
 * Records an import or export for the git-worker, in one transaction: the operation (its URL
 * sealed under QUIRE_SECRETS_KEY), the space's Git provider when `gitInfo` is given, and the
 * outbox event `source-job.requested` that queues the job (it names the operation, never its
 * URL), with `git-sync.requested` (and `git-sync.updated` for a provider change) for everyone
 * else. The job runs after the commit, when the relay has published the event.
 */
export declare function gitOperationRequester(db: PrismaClient, secrets: SecretBox, request: GitOperationRequest): Promise<string>;
