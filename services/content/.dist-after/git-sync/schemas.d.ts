import { z } from 'zod';
export declare const MAX_URL_LENGTH = 2048;
export declare const MAX_COMMIT_MESSAGE_LENGTH = 10000;
/** The repository: http(s), credentials allowed. */
export declare const ZRepositoryUrl: z.ZodString;
/** URLs that end up shown (tree and commit prefixes): http(s) and no credentials. */
export declare const ZPublicUrl: z.ZodString;
export declare const ZGitRef: z.ZodString;
export declare const ZRepoCacheId: z.ZodString;
export declare const ZProjectDirectory: z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>;
export declare const ZCommitMessage: z.ZodString;
/** GitBook "UpdateSpaceGitInfo". */
export declare const ZGitInfo: z.ZodObject<{
    provider: z.ZodNumber;
    url: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type GitProviderName = 'github' | 'gitlab';
/** `gitInfo.provider`: github or gitlab (github-legacy is never set through the API); undefined otherwise. */
export declare function gitInfoProviderOf(value: number): GitProviderName | undefined;
export declare const ZImportGitRepositoryRequest: z.ZodObject<{
    standalone: z.ZodOptional<z.ZodBoolean>;
    spaceId: z.ZodString;
    url: z.ZodString;
    ref: z.ZodString;
    repoCacheId: z.ZodOptional<z.ZodString>;
    repoTreeUrl: z.ZodOptional<z.ZodString>;
    repoCommitUrl: z.ZodOptional<z.ZodString>;
    repoProjectDirectory: z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>;
    timestamp: z.ZodOptional<z.ZodDate>;
    force: z.ZodOptional<z.ZodBoolean>;
    gitInfo: z.ZodOptional<z.ZodObject<{
        provider: z.ZodNumber;
        url: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const ZExportToGitRepositoryRequest: z.ZodObject<{
    commitMessage: z.ZodString;
    spaceId: z.ZodString;
    url: z.ZodString;
    ref: z.ZodString;
    repoCacheId: z.ZodOptional<z.ZodString>;
    repoTreeUrl: z.ZodOptional<z.ZodString>;
    repoCommitUrl: z.ZodOptional<z.ZodString>;
    repoProjectDirectory: z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>;
    timestamp: z.ZodOptional<z.ZodDate>;
    force: z.ZodOptional<z.ZodBoolean>;
    gitInfo: z.ZodOptional<z.ZodObject<{
        provider: z.ZodNumber;
        url: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
