import { gitWorkerV1 } from '@quire/proto';
/** What the git-worker read of an outside URL (proto/quire/git_worker/v1/embed.proto). */
export type ResolvedEmbed = gitWorkerV1.ResolveEmbedResponse;
/** Embeds of outside URLs, resolved by the git-worker: the one process that opens outbound connections. */
export type EmbedResolver = {
    /** Throws INVALID_ARGUMENT for a URL the worker refuses, UNAVAILABLE when it cannot be reached. */
    resolve(url: string): Promise<ResolvedEmbed>;
};
/** EmbedResolver over the git-worker's `EmbedInternalService.ResolveEmbed` (no principal: content decided access). */
export declare function gitWorkerEmbedResolver(gitWorkerGrpcUrl: string, { deadlineMs }?: {
    deadlineMs?: number;
}): EmbedResolver;
