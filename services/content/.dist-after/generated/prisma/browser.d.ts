import * as Prisma from './internal/prismaNamespaceBrowser';
export { Prisma };
export * as $Enums from './enums';
export * from './enums';
/**
 * Model Collection
 *
 */
export type Collection = Prisma.CollectionModel;
/**
 * Model Space
 *
 */
export type Space = Prisma.SpaceModel;
/**
 * Model Revision
 *
 */
export type Revision = Prisma.RevisionModel;
/**
 * Model PagePathHistory
 *
 */
export type PagePathHistory = Prisma.PagePathHistoryModel;
/**
 * Model SpaceDocument
 *
 */
export type SpaceDocument = Prisma.SpaceDocumentModel;
/**
 * Model RevisionChunk
 *
 */
export type RevisionChunk = Prisma.RevisionChunkModel;
/**
 * Model PageBody
 *
 */
export type PageBody = Prisma.PageBodyModel;
/**
 * Model Blob
 *
 */
export type Blob = Prisma.BlobModel;
/**
 * Model CollectionTeamPermission
 *
 */
export type CollectionTeamPermission = Prisma.CollectionTeamPermissionModel;
/**
 * Model CollectionUserPermission
 *
 */
export type CollectionUserPermission = Prisma.CollectionUserPermissionModel;
/**
 * Model SpacePermission
 *
 */
export type SpacePermission = Prisma.SpacePermissionModel;
/**
 * Model PageBodyLinks
 *
 */
export type PageBodyLinks = Prisma.PageBodyLinksModel;
/**
 * Model PageBodyReference
 *
 */
export type PageBodyReference = Prisma.PageBodyReferenceModel;
/**
 * Model ChangeRequest
 *
 */
export type ChangeRequest = Prisma.ChangeRequestModel;
/**
 * Model ChangeRequestContributor
 *
 */
export type ChangeRequestContributor = Prisma.ChangeRequestContributorModel;
/**
 * Model ChangeRequestReviewer
 *
 */
export type ChangeRequestReviewer = Prisma.ChangeRequestReviewerModel;
/**
 * Model ChangeRequestReview
 *
 */
export type ChangeRequestReview = Prisma.ChangeRequestReviewModel;
/**
 * Model Comment
 *
 */
export type Comment = Prisma.CommentModel;
/**
 * Model CommentReply
 *
 */
export type CommentReply = Prisma.CommentReplyModel;
/**
 * Model CommentReaction
 *
 */
export type CommentReaction = Prisma.CommentReactionModel;
/**
 * Model CommentReplyReaction
 *
 */
export type CommentReplyReaction = Prisma.CommentReplyReactionModel;
/**
 * Model OutboxEvent
 *
 */
export type OutboxEvent = Prisma.OutboxEventModel;
/**
 * Model ProcessedEvent
 *
 */
export type ProcessedEvent = Prisma.ProcessedEventModel;
/**
 * Model SearchSpace
 *
 */
export type SearchSpace = Prisma.SearchSpaceModel;
/**
 * Model SearchPage
 *
 */
export type SearchPage = Prisma.SearchPageModel;
/**
 * Model SearchPageTerm
 *
 */
export type SearchPageTerm = Prisma.SearchPageTermModel;
/**
 * Model SearchPagePath
 *
 */
export type SearchPagePath = Prisma.SearchPagePathModel;
/**
 * Model SearchSection
 *
 */
export type SearchSection = Prisma.SearchSectionModel;
/**
 * Model ImportRun
 *
 */
export type ImportRun = Prisma.ImportRunModel;
/**
 * Model ImportRunPage
 *
 */
export type ImportRunPage = Prisma.ImportRunPageModel;
/**
 * Model SourceBlob
 *
 */
export type SourceBlob = Prisma.SourceBlobModel;
/**
 * Model ComputedPageSource
 *
 */
export type ComputedPageSource = Prisma.ComputedPageSourceModel;
/**
 * Model SourceWrite
 *
 */
export type SourceWrite = Prisma.SourceWriteModel;
/**
 * Model GitOperation
 *
 */
export type GitOperation = Prisma.GitOperationModel;
/**
 * Model SpaceGitSync
 *
 */
export type SpaceGitSync = Prisma.SpaceGitSyncModel;
/**
 * Model OpenAPISpec
 *
 */
export type OpenAPISpec = Prisma.OpenAPISpecModel;
/**
 * Model OpenAPISpecVersion
 *
 */
export type OpenAPISpecVersion = Prisma.OpenAPISpecVersionModel;
