import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** GitSyncService (proto/quire/content/v1/git_sync.proto): the Git sync routes. */
export declare function gitSyncService(ctx: ContentContext): contentV1.GitSyncServiceImplementation;
/** GitSyncInternalService: for the git-worker, no principal (docs/outside-sources.md). */
export declare function gitSyncInternalService(ctx: ContentContext): contentV1.GitSyncInternalServiceImplementation;
