import { z } from 'zod';
/** A Git object id: 40 (SHA-1) or 64 (SHA-256) lower-case hex characters. */
export declare const ZGitOid: z.ZodString;
/** A path in a Git tree. */
export declare const ZGitPath: z.ZodString;
/** GitBook "GitSyncBlob". */
export declare const ZGitSyncBlob: z.ZodObject<{
    oid: z.ZodString;
    path: z.ZodString;
}, z.core.$strict>;
/** GitBook "GitSyncCommit". */
export declare const ZGitSyncCommit: z.ZodObject<{
    oid: z.ZodString;
    message: z.ZodString;
    createdByGitBook: z.ZodBoolean;
    url: z.ZodOptional<z.ZodString>;
    ref: z.ZodOptional<z.ZodString>;
}, z.core.$strict>;
export type GitSyncCommit = z.output<typeof ZGitSyncCommit>;
