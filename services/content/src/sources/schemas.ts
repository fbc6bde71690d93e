import { contentV1 } from '@quire/proto';
import { z } from 'zod';
import { ZFileName } from '../files/schemas';
import { ZPageDescription, ZPageSlug, ZPageTitle } from '../pages/schemas';
import { ZGitSyncBlob, ZGitSyncCommit } from '../lib/git-metadata';
import { ZEnumValue, ZId } from '../lib/validation';
import { MAX_REDIRECTS, redirectSourceProblem } from '@quire/documents';
import { MAX_REUSABLE_CONTENTS } from '../revision-store/store';
import { ZReusableContentTitle } from '../reusable-contents/schemas';

// The input of SourceInternalService, checked in full: the git-worker converts content from
// outside, and whatever it sends is held to the same rules as a user's page writes.

/** Pages or files in one WriteRevision: a whole Git repository of documentation fits. */
export const MAX_IMPORTED_PAGES = 10_000;
export const MAX_IMPORTED_FILES = 10_000;
/** Levels of pages, the top level being 1 (a page imported under `parent_page_id` counts the parent's). */
export const MAX_PAGE_DEPTH = 20;
/** A source key: a Git path or a source URL. */
export const MAX_SOURCE_KEY_LENGTH = 2048;
export const MAX_HREF_LENGTH = 2048;

export const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a lower-case hex sha256');

/** A proto3 string where '' means absent. */
const ZOptionalText = (schema: z.ZodString) => z.union([z.literal(''), schema]);

const ZImportedPage = z.object({
  key: z.string().min(1).max(MAX_SOURCE_KEY_LENGTH),
  parentKey: z.string().max(MAX_SOURCE_KEY_LENGTH),
  type: ZEnumValue,
  title: ZPageTitle,
  description: ZPageDescription,
  slug: ZOptionalText(ZPageSlug),
  // Its size in bytes is checked by the planner (1 MiB of UTF-8, as page writes).
  markdown: z.string(),
  href: z.string().max(MAX_HREF_LENGTH),
  git: ZGitSyncBlob.optional(),
});

const ZImportedFile = z.object({
  key: z.string().min(1).max(MAX_SOURCE_KEY_LENGTH),
  name: ZFileName,
  contentType: z.string().max(255),
  sha256: ZSha256,
  size: z.number().int().min(0),
  git: ZGitSyncBlob.optional(),
});

const ZImportedRedirect = z.object({
  source: z.string().superRefine((source, context) => {
    const problem = redirectSourceProblem(source);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  targetKey: z.string().min(1).max(MAX_SOURCE_KEY_LENGTH),
});

const ZImportedReusableContent = z.object({
  key: z.string().min(1).max(MAX_SOURCE_KEY_LENGTH),
  title: ZReusableContentTitle,
  // Its size in bytes is checked by the planner (1 MiB of UTF-8, as page writes).
  markdown: z.string(),
  git: ZGitSyncBlob.optional(),
});

export const ZWriteRevisionRequest = z.object({
  organizationId: ZId,
  spaceId: ZId,
  idempotencyKey: z.string().min(1).max(200),
  target: ZEnumValue,
  changeRequestId: z.union([z.literal(''), ZId]),
  mode: ZEnumValue,
  parentPageId: z.union([z.literal(''), ZId]),
  pages: z.array(ZImportedPage).max(MAX_IMPORTED_PAGES),
  files: z.array(ZImportedFile).max(MAX_IMPORTED_FILES),
  git: ZGitSyncCommit.optional(),
  actingUserId: z.union([z.literal(''), ZId]),
  redirects: z.array(ZImportedRedirect).max(MAX_REDIRECTS),
  reusableContents: z.array(ZImportedReusableContent).max(MAX_REUSABLE_CONTENTS),
});

export type WriteRevisionInput = z.output<typeof ZWriteRevisionRequest>;
export type ImportedPageInput = WriteRevisionInput['pages'][number];
export type ImportedFileInput = WriteRevisionInput['files'][number];
export type ImportedRedirectInput = WriteRevisionInput['redirects'][number];
export type ImportedReusableContentInput = WriteRevisionInput['reusableContents'][number];

export type WriteTarget = 'main' | 'change-request' | 'standalone';
export type WriteMode = 'replace' | 'append';

const TARGETS: Partial<Record<contentV1.WriteTarget, WriteTarget>> = {
  [contentV1.WriteTarget.WRITE_TARGET_MAIN]: 'main',
  [contentV1.WriteTarget.WRITE_TARGET_CHANGE_REQUEST]: 'change-request',
  [contentV1.WriteTarget.WRITE_TARGET_STANDALONE]: 'standalone',
};

const MODES: Partial<Record<contentV1.WriteMode, WriteMode>> = {
  [contentV1.WriteMode.WRITE_MODE_REPLACE]: 'replace',
  [contentV1.WriteMode.WRITE_MODE_APPEND]: 'append',
};

export const writeTargetOf = (value: number): WriteTarget | undefined => TARGETS[value as contentV1.WriteTarget];
export const writeModeOf = (value: number): WriteMode | undefined => MODES[value as contentV1.WriteMode];
