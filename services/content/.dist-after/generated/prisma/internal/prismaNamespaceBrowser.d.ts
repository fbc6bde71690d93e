import * as runtime from "@prisma/client/runtime/index-browser";
export type * from '../models';
export type * from './prismaNamespace';
export declare const Decimal: typeof runtime.Decimal;
export declare const NullTypes: {
    DbNull: (new (secret: never) => typeof runtime.DbNull);
    JsonNull: (new (secret: never) => typeof runtime.JsonNull);
    AnyNull: (new (secret: never) => typeof runtime.AnyNull);
};
/**
 * Helper for filtering JSON entries that have `null` on the database (empty on the db)
 *
 * @see https://www.prisma.io/docs/concepts/components/prisma-client/working-with-fields/working-with-json-fields#filtering-on-a-json-field
 */
export declare const DbNull: import("@prisma/client-runtime-utils").DbNullClass;
/**
 * Helper for filtering JSON entries that have JSON `null` values (not empty on the db)
 *
 * @see https://www.prisma.io/docs/concepts/components/prisma-client/working-with-fields/working-with-json-fields#filtering-on-a-json-field
 */
export declare const JsonNull: import("@prisma/client-runtime-utils").JsonNullClass;
/**
 * Helper for filtering JSON entries that are `Prisma.DbNull` or `Prisma.JsonNull`
 *
 * @see https://www.prisma.io/docs/concepts/components/prisma-client/working-with-fields/working-with-json-fields#filtering-on-a-json-field
 */
export declare const AnyNull: import("@prisma/client-runtime-utils").AnyNullClass;
export declare const ModelName: {
    readonly Collection: "Collection";
    readonly Space: "Space";
    readonly Revision: "Revision";
    readonly PagePathHistory: "PagePathHistory";
    readonly SpaceDocument: "SpaceDocument";
    readonly RevisionChunk: "RevisionChunk";
    readonly PageBody: "PageBody";
    readonly Blob: "Blob";
    readonly CollectionTeamPermission: "CollectionTeamPermission";
    readonly CollectionUserPermission: "CollectionUserPermission";
    readonly SpacePermission: "SpacePermission";
    readonly PageBodyLinks: "PageBodyLinks";
    readonly PageBodyReference: "PageBodyReference";
    readonly ChangeRequest: "ChangeRequest";
    readonly ChangeRequestContributor: "ChangeRequestContributor";
    readonly ChangeRequestReviewer: "ChangeRequestReviewer";
    readonly ChangeRequestReview: "ChangeRequestReview";
    readonly Comment: "Comment";
    readonly CommentReply: "CommentReply";
    readonly CommentReaction: "CommentReaction";
    readonly CommentReplyReaction: "CommentReplyReaction";
    readonly OutboxEvent: "OutboxEvent";
    readonly ProcessedEvent: "ProcessedEvent";
    readonly SearchSpace: "SearchSpace";
    readonly SearchPage: "SearchPage";
    readonly SearchPageTerm: "SearchPageTerm";
    readonly SearchPagePath: "SearchPagePath";
    readonly SearchSection: "SearchSection";
    readonly ImportRun: "ImportRun";
    readonly ImportRunPage: "ImportRunPage";
    readonly SourceBlob: "SourceBlob";
    readonly ComputedPageSource: "ComputedPageSource";
    readonly SourceWrite: "SourceWrite";
    readonly GitOperation: "GitOperation";
    readonly SpaceGitSync: "SpaceGitSync";
    readonly OpenAPISpec: "OpenAPISpec";
    readonly OpenAPISpecVersion: "OpenAPISpecVersion";
};
export type ModelName = (typeof ModelName)[keyof typeof ModelName];
export declare const TransactionIsolationLevel: {
    readonly ReadUncommitted: "ReadUncommitted";
    readonly ReadCommitted: "ReadCommitted";
    readonly RepeatableRead: "RepeatableRead";
    readonly Serializable: "Serializable";
};
export type TransactionIsolationLevel = (typeof TransactionIsolationLevel)[keyof typeof TransactionIsolationLevel];
export declare const CollectionScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly parentId: "parentId";
    readonly title: "title";
    readonly description: "description";
    readonly defaultLevel: "defaultLevel";
    readonly position: "position";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type CollectionScalarFieldEnum = (typeof CollectionScalarFieldEnum)[keyof typeof CollectionScalarFieldEnum];
export declare const SpaceScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly parentId: "parentId";
    readonly title: "title";
    readonly emoji: "emoji";
    readonly iconUrl: "iconUrl";
    readonly visibility: "visibility";
    readonly editMode: "editMode";
    readonly defaultLevel: "defaultLevel";
    readonly language: "language";
    readonly mergeRules: "mergeRules";
    readonly revisionId: "revisionId";
    readonly position: "position";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
    readonly deletedAt: "deletedAt";
    readonly changeRequestCounter: "changeRequestCounter";
};
export type SpaceScalarFieldEnum = (typeof SpaceScalarFieldEnum)[keyof typeof SpaceScalarFieldEnum];
export declare const RevisionScalarFieldEnum: {
    readonly id: "id";
    readonly spaceId: "spaceId";
    readonly parentId: "parentId";
    readonly parents: "parents";
    readonly type: "type";
    readonly changeRequestId: "changeRequestId";
    readonly createdById: "createdById";
    readonly pageChunks: "pageChunks";
    readonly fileChunks: "fileChunks";
    readonly pageCount: "pageCount";
    readonly fileCount: "fileCount";
    readonly reusableContents: "reusableContents";
    readonly variables: "variables";
    readonly redirects: "redirects";
    readonly git: "git";
    readonly createdAt: "createdAt";
};
export type RevisionScalarFieldEnum = (typeof RevisionScalarFieldEnum)[keyof typeof RevisionScalarFieldEnum];
export declare const PagePathHistoryScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly path: "path";
    readonly pageId: "pageId";
    readonly recordedAt: "recordedAt";
};
export type PagePathHistoryScalarFieldEnum = (typeof PagePathHistoryScalarFieldEnum)[keyof typeof PagePathHistoryScalarFieldEnum];
export declare const SpaceDocumentScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly bodyHash: "bodyHash";
};
export type SpaceDocumentScalarFieldEnum = (typeof SpaceDocumentScalarFieldEnum)[keyof typeof SpaceDocumentScalarFieldEnum];
export declare const RevisionChunkScalarFieldEnum: {
    readonly hash: "hash";
    readonly entries: "entries";
    readonly createdAt: "createdAt";
};
export type RevisionChunkScalarFieldEnum = (typeof RevisionChunkScalarFieldEnum)[keyof typeof RevisionChunkScalarFieldEnum];
export declare const PageBodyScalarFieldEnum: {
    readonly hash: "hash";
    readonly markdown: "markdown";
    readonly createdAt: "createdAt";
};
export type PageBodyScalarFieldEnum = (typeof PageBodyScalarFieldEnum)[keyof typeof PageBodyScalarFieldEnum];
export declare const BlobScalarFieldEnum: {
    readonly hash: "hash";
    readonly data: "data";
    readonly size: "size";
    readonly createdAt: "createdAt";
};
export type BlobScalarFieldEnum = (typeof BlobScalarFieldEnum)[keyof typeof BlobScalarFieldEnum];
export declare const CollectionTeamPermissionScalarFieldEnum: {
    readonly collectionId: "collectionId";
    readonly teamId: "teamId";
    readonly organizationId: "organizationId";
    readonly role: "role";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type CollectionTeamPermissionScalarFieldEnum = (typeof CollectionTeamPermissionScalarFieldEnum)[keyof typeof CollectionTeamPermissionScalarFieldEnum];
export declare const CollectionUserPermissionScalarFieldEnum: {
    readonly collectionId: "collectionId";
    readonly userId: "userId";
    readonly organizationId: "organizationId";
    readonly role: "role";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type CollectionUserPermissionScalarFieldEnum = (typeof CollectionUserPermissionScalarFieldEnum)[keyof typeof CollectionUserPermissionScalarFieldEnum];
export declare const SpacePermissionScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly subjectKind: "subjectKind";
    readonly subjectId: "subjectId";
    readonly organizationId: "organizationId";
    readonly role: "role";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type SpacePermissionScalarFieldEnum = (typeof SpacePermissionScalarFieldEnum)[keyof typeof SpacePermissionScalarFieldEnum];
export declare const PageBodyLinksScalarFieldEnum: {
    readonly bodyHash: "bodyHash";
    readonly version: "version";
    readonly anchors: "anchors";
    readonly createdAt: "createdAt";
};
export type PageBodyLinksScalarFieldEnum = (typeof PageBodyLinksScalarFieldEnum)[keyof typeof PageBodyLinksScalarFieldEnum];
export declare const PageBodyReferenceScalarFieldEnum: {
    readonly bodyHash: "bodyHash";
    readonly position: "position";
    readonly kind: "kind";
    readonly lookupKey: "lookupKey";
    readonly target: "target";
    readonly anchor: "anchor";
    readonly spaceId: "spaceId";
    readonly relation: "relation";
};
export type PageBodyReferenceScalarFieldEnum = (typeof PageBodyReferenceScalarFieldEnum)[keyof typeof PageBodyReferenceScalarFieldEnum];
export declare const ChangeRequestScalarFieldEnum: {
    readonly id: "id";
    readonly spaceId: "spaceId";
    readonly organizationId: "organizationId";
    readonly number: "number";
    readonly status: "status";
    readonly subject: "subject";
    readonly description: "description";
    readonly createdById: "createdById";
    readonly revisionId: "revisionId";
    readonly revisionInitialId: "revisionInitialId";
    readonly revisionMergedAncestorId: "revisionMergedAncestorId";
    readonly revisionMergedId: "revisionMergedId";
    readonly conversationsIssuesCluster: "conversationsIssuesCluster";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type ChangeRequestScalarFieldEnum = (typeof ChangeRequestScalarFieldEnum)[keyof typeof ChangeRequestScalarFieldEnum];
export declare const ChangeRequestContributorScalarFieldEnum: {
    readonly changeRequestId: "changeRequestId";
    readonly userId: "userId";
    readonly firstAt: "firstAt";
    readonly lastAt: "lastAt";
    readonly edits: "edits";
};
export type ChangeRequestContributorScalarFieldEnum = (typeof ChangeRequestContributorScalarFieldEnum)[keyof typeof ChangeRequestContributorScalarFieldEnum];
export declare const ChangeRequestReviewerScalarFieldEnum: {
    readonly changeRequestId: "changeRequestId";
    readonly userId: "userId";
    readonly requestedById: "requestedById";
    readonly revisionId: "revisionId";
    readonly createdAt: "createdAt";
};
export type ChangeRequestReviewerScalarFieldEnum = (typeof ChangeRequestReviewerScalarFieldEnum)[keyof typeof ChangeRequestReviewerScalarFieldEnum];
export declare const ChangeRequestReviewScalarFieldEnum: {
    readonly id: "id";
    readonly changeRequestId: "changeRequestId";
    readonly reviewerId: "reviewerId";
    readonly requestedById: "requestedById";
    readonly status: "status";
    readonly revisionId: "revisionId";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type ChangeRequestReviewScalarFieldEnum = (typeof ChangeRequestReviewScalarFieldEnum)[keyof typeof ChangeRequestReviewScalarFieldEnum];
export declare const CommentScalarFieldEnum: {
    readonly id: "id";
    readonly spaceId: "spaceId";
    readonly changeRequestId: "changeRequestId";
    readonly revisionId: "revisionId";
    readonly pageId: "pageId";
    readonly nodeId: "nodeId";
    readonly tableCellRecord: "tableCellRecord";
    readonly tableCellDefinition: "tableCellDefinition";
    readonly status: "status";
    readonly body: "body";
    readonly postedById: "postedById";
    readonly createdAt: "createdAt";
    readonly editedAt: "editedAt";
    readonly resolvedAt: "resolvedAt";
    readonly resolvedById: "resolvedById";
};
export type CommentScalarFieldEnum = (typeof CommentScalarFieldEnum)[keyof typeof CommentScalarFieldEnum];
export declare const CommentReplyScalarFieldEnum: {
    readonly id: "id";
    readonly commentId: "commentId";
    readonly body: "body";
    readonly postedById: "postedById";
    readonly createdAt: "createdAt";
    readonly editedAt: "editedAt";
};
export type CommentReplyScalarFieldEnum = (typeof CommentReplyScalarFieldEnum)[keyof typeof CommentReplyScalarFieldEnum];
export declare const CommentReactionScalarFieldEnum: {
    readonly commentId: "commentId";
    readonly emoji: "emoji";
    readonly userId: "userId";
    readonly reactedAt: "reactedAt";
};
export type CommentReactionScalarFieldEnum = (typeof CommentReactionScalarFieldEnum)[keyof typeof CommentReactionScalarFieldEnum];
export declare const CommentReplyReactionScalarFieldEnum: {
    readonly replyId: "replyId";
    readonly emoji: "emoji";
    readonly userId: "userId";
    readonly reactedAt: "reactedAt";
};
export type CommentReplyReactionScalarFieldEnum = (typeof CommentReplyReactionScalarFieldEnum)[keyof typeof CommentReplyReactionScalarFieldEnum];
export declare const OutboxEventScalarFieldEnum: {
    readonly seq: "seq";
    readonly id: "id";
    readonly type: "type";
    readonly subject: "subject";
    readonly aggregateId: "aggregateId";
    readonly organizationId: "organizationId";
    readonly data: "data";
    readonly createdAt: "createdAt";
    readonly sentAt: "sentAt";
    readonly traceParent: "traceParent";
    readonly actor: "actor";
};
export type OutboxEventScalarFieldEnum = (typeof OutboxEventScalarFieldEnum)[keyof typeof OutboxEventScalarFieldEnum];
export declare const ProcessedEventScalarFieldEnum: {
    readonly id: "id";
    readonly consumer: "consumer";
    readonly handledAt: "handledAt";
};
export type ProcessedEventScalarFieldEnum = (typeof ProcessedEventScalarFieldEnum)[keyof typeof ProcessedEventScalarFieldEnum];
export declare const SearchSpaceScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly revisionId: "revisionId";
    readonly language: "language";
    readonly rebuildRequested: "rebuildRequested";
    readonly indexedAt: "indexedAt";
};
export type SearchSpaceScalarFieldEnum = (typeof SearchSpaceScalarFieldEnum)[keyof typeof SearchSpaceScalarFieldEnum];
export declare const SearchPageScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly title: "title";
    readonly titleFolded: "titleFolded";
};
export type SearchPageScalarFieldEnum = (typeof SearchPageScalarFieldEnum)[keyof typeof SearchPageScalarFieldEnum];
export declare const SearchPageTermScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly lexeme: "lexeme";
    readonly rank: "rank";
};
export type SearchPageTermScalarFieldEnum = (typeof SearchPageTermScalarFieldEnum)[keyof typeof SearchPageTermScalarFieldEnum];
export declare const SearchPagePathScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly title: "title";
    readonly path: "path";
    readonly ancestors: "ancestors";
};
export type SearchPagePathScalarFieldEnum = (typeof SearchPagePathScalarFieldEnum)[keyof typeof SearchPagePathScalarFieldEnum];
export declare const SearchSectionScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly pageId: "pageId";
    readonly position: "position";
    readonly anchor: "anchor";
    readonly title: "title";
    readonly headings: "headings";
    readonly body: "body";
};
export type SearchSectionScalarFieldEnum = (typeof SearchSectionScalarFieldEnum)[keyof typeof SearchSectionScalarFieldEnum];
export declare const ImportRunScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly spaceId: "spaceId";
    readonly changeRequestId: "changeRequestId";
    readonly pageId: "pageId";
    readonly sourceType: "sourceType";
    readonly websiteUrl: "websiteUrl";
    readonly fileIds: "fileIds";
    readonly status: "status";
    readonly createdById: "createdById";
    readonly errorCode: "errorCode";
    readonly errorMessage: "errorMessage";
    readonly createdAt: "createdAt";
    readonly startedAt: "startedAt";
    readonly finishedAt: "finishedAt";
};
export type ImportRunScalarFieldEnum = (typeof ImportRunScalarFieldEnum)[keyof typeof ImportRunScalarFieldEnum];
export declare const ImportRunPageScalarFieldEnum: {
    readonly importRunId: "importRunId";
    readonly position: "position";
    readonly sourceKey: "sourceKey";
    readonly status: "status";
    readonly pageId: "pageId";
    readonly errorCode: "errorCode";
    readonly errorMessage: "errorMessage";
};
export type ImportRunPageScalarFieldEnum = (typeof ImportRunPageScalarFieldEnum)[keyof typeof ImportRunPageScalarFieldEnum];
export declare const SourceBlobScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly sha256: "sha256";
    readonly size: "size";
    readonly width: "width";
    readonly height: "height";
    readonly createdAt: "createdAt";
};
export type SourceBlobScalarFieldEnum = (typeof SourceBlobScalarFieldEnum)[keyof typeof SourceBlobScalarFieldEnum];
export declare const ComputedPageSourceScalarFieldEnum: {
    readonly organizationId: "organizationId";
    readonly specSlug: "specSlug";
    readonly spaceId: "spaceId";
    readonly createdAt: "createdAt";
};
export type ComputedPageSourceScalarFieldEnum = (typeof ComputedPageSourceScalarFieldEnum)[keyof typeof ComputedPageSourceScalarFieldEnum];
export declare const SourceWriteScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly idempotencyKey: "idempotencyKey";
    readonly revisionId: "revisionId";
    readonly pageIds: "pageIds";
    readonly fileIds: "fileIds";
    readonly createdAt: "createdAt";
};
export type SourceWriteScalarFieldEnum = (typeof SourceWriteScalarFieldEnum)[keyof typeof SourceWriteScalarFieldEnum];
export declare const GitOperationScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly spaceId: "spaceId";
    readonly kind: "kind";
    readonly sealedUrl: "sealedUrl";
    readonly redactedUrl: "redactedUrl";
    readonly ref: "ref";
    readonly params: "params";
    readonly timestamp: "timestamp";
    readonly force: "force";
    readonly status: "status";
    readonly requestedById: "requestedById";
    readonly createdAt: "createdAt";
    readonly completedAt: "completedAt";
    readonly commitOid: "commitOid";
    readonly revisionId: "revisionId";
    readonly errorCode: "errorCode";
    readonly errorMessage: "errorMessage";
};
export type GitOperationScalarFieldEnum = (typeof GitOperationScalarFieldEnum)[keyof typeof GitOperationScalarFieldEnum];
export declare const SpaceGitSyncScalarFieldEnum: {
    readonly spaceId: "spaceId";
    readonly provider: "provider";
    readonly installationProvider: "installationProvider";
    readonly url: "url";
    readonly repoName: "repoName";
    readonly integration: "integration";
    readonly updatedAt: "updatedAt";
    readonly lastTimestamp: "lastTimestamp";
    readonly lastCommitOid: "lastCommitOid";
    readonly lastOperationId: "lastOperationId";
};
export type SpaceGitSyncScalarFieldEnum = (typeof SpaceGitSyncScalarFieldEnum)[keyof typeof SpaceGitSyncScalarFieldEnum];
export declare const OpenAPISpecScalarFieldEnum: {
    readonly id: "id";
    readonly organizationId: "organizationId";
    readonly slug: "slug";
    readonly visibility: "visibility";
    readonly sourceUrl: "sourceUrl";
    readonly processingState: "processingState";
    readonly lastVersionId: "lastVersionId";
    readonly versionCount: "versionCount";
    readonly lastProcessedAt: "lastProcessedAt";
    readonly lastProcessErrorCode: "lastProcessErrorCode";
    readonly lastProcessedErrors: "lastProcessedErrors";
    readonly validVersionId: "validVersionId";
    readonly validVersionNumber: "validVersionNumber";
    readonly createdAt: "createdAt";
    readonly updatedAt: "updatedAt";
};
export type OpenAPISpecScalarFieldEnum = (typeof OpenAPISpecScalarFieldEnum)[keyof typeof OpenAPISpecScalarFieldEnum];
export declare const OpenAPISpecVersionScalarFieldEnum: {
    readonly id: "id";
    readonly specId: "specId";
    readonly organizationId: "organizationId";
    readonly number: "number";
    readonly sourceUrl: "sourceUrl";
    readonly sourceText: "sourceText";
    readonly sourceSha256: "sourceSha256";
    readonly state: "state";
    readonly errorCode: "errorCode";
    readonly errors: "errors";
    readonly document: "document";
    readonly openapiVersion: "openapiVersion";
    readonly createdAt: "createdAt";
    readonly processedAt: "processedAt";
};
export type OpenAPISpecVersionScalarFieldEnum = (typeof OpenAPISpecVersionScalarFieldEnum)[keyof typeof OpenAPISpecVersionScalarFieldEnum];
export declare const SortOrder: {
    readonly asc: "asc";
    readonly desc: "desc";
};
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
export declare const JsonNullValueInput: {
    readonly JsonNull: import("@prisma/client-runtime-utils").JsonNullClass;
};
export type JsonNullValueInput = (typeof JsonNullValueInput)[keyof typeof JsonNullValueInput];
export declare const NullableJsonNullValueInput: {
    readonly DbNull: import("@prisma/client-runtime-utils").DbNullClass;
    readonly JsonNull: import("@prisma/client-runtime-utils").JsonNullClass;
};
export type NullableJsonNullValueInput = (typeof NullableJsonNullValueInput)[keyof typeof NullableJsonNullValueInput];
export declare const QueryMode: {
    readonly default: "default";
    readonly insensitive: "insensitive";
};
export type QueryMode = (typeof QueryMode)[keyof typeof QueryMode];
export declare const NullsOrder: {
    readonly first: "first";
    readonly last: "last";
};
export type NullsOrder = (typeof NullsOrder)[keyof typeof NullsOrder];
export declare const JsonNullValueFilter: {
    readonly DbNull: import("@prisma/client-runtime-utils").DbNullClass;
    readonly JsonNull: import("@prisma/client-runtime-utils").JsonNullClass;
    readonly AnyNull: import("@prisma/client-runtime-utils").AnyNullClass;
};
export type JsonNullValueFilter = (typeof JsonNullValueFilter)[keyof typeof JsonNullValueFilter];
