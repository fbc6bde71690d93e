import { z } from 'zod';
/** Pages or files in one WriteRevision: a whole Git repository of documentation fits. */
export declare const MAX_IMPORTED_PAGES = 10000;
export declare const MAX_IMPORTED_FILES = 10000;
/** Levels of pages, the top level being 1 (a page imported under `parent_page_id` counts the parent's). */
export declare const MAX_PAGE_DEPTH = 20;
/** A source key: a Git path or a source URL. */
export declare const MAX_SOURCE_KEY_LENGTH = 2048;
export declare const MAX_HREF_LENGTH = 2048;
export declare const ZSha256: z.ZodString;
export declare const ZWriteRevisionRequest: z.ZodObject<{
    organizationId: z.ZodString;
    spaceId: z.ZodString;
    idempotencyKey: z.ZodString;
    target: z.ZodNumber;
    changeRequestId: z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>;
    mode: z.ZodNumber;
    parentPageId: z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>;
    pages: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        parentKey: z.ZodString;
        type: z.ZodNumber;
        title: z.ZodString;
        description: z.ZodString;
        slug: z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>;
        markdown: z.ZodString;
        href: z.ZodString;
        git: z.ZodOptional<z.ZodObject<{
            oid: z.ZodString;
            path: z.ZodString;
        }, z.core.$strict>>;
    }, z.core.$strip>>;
    files: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        name: z.ZodString;
        contentType: z.ZodString;
        sha256: z.ZodString;
        size: z.ZodNumber;
        git: z.ZodOptional<z.ZodObject<{
            oid: z.ZodString;
            path: z.ZodString;
        }, z.core.$strict>>;
    }, z.core.$strip>>;
    git: z.ZodOptional<z.ZodObject<{
        oid: z.ZodString;
        message: z.ZodString;
        createdByGitBook: z.ZodBoolean;
        url: z.ZodOptional<z.ZodString>;
        ref: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    actingUserId: z.ZodUnion<readonly [z.ZodLiteral<"">, z.ZodString]>;
    redirects: z.ZodArray<z.ZodObject<{
        source: z.ZodString;
        targetKey: z.ZodString;
    }, z.core.$strip>>;
    reusableContents: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        title: z.ZodString;
        markdown: z.ZodString;
        git: z.ZodOptional<z.ZodObject<{
            oid: z.ZodString;
            path: z.ZodString;
        }, z.core.$strict>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type WriteRevisionInput = z.output<typeof ZWriteRevisionRequest>;
export type ImportedPageInput = WriteRevisionInput['pages'][number];
export type ImportedFileInput = WriteRevisionInput['files'][number];
export type ImportedRedirectInput = WriteRevisionInput['redirects'][number];
export type ImportedReusableContentInput = WriteRevisionInput['reusableContents'][number];
export type WriteTarget = 'main' | 'change-request' | 'standalone';
export type WriteMode = 'replace' | 'append';
export declare const writeTargetOf: (value: number) => WriteTarget | undefined;
export declare const writeModeOf: (value: number) => WriteMode | undefined;
