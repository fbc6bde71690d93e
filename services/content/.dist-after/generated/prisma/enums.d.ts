export declare const MemberRole: {
    readonly admin: "admin";
    readonly create: "create";
    readonly review: "review";
    readonly edit: "edit";
    readonly comment: "comment";
    readonly read: "read";
};
export type MemberRole = (typeof MemberRole)[keyof typeof MemberRole];
export declare const DefaultLevel: {
    readonly admin: "admin";
    readonly create: "create";
    readonly review: "review";
    readonly edit: "edit";
    readonly comment: "comment";
    readonly read: "read";
    readonly none: "none";
    readonly inherit: "inherit";
};
export type DefaultLevel = (typeof DefaultLevel)[keyof typeof DefaultLevel];
export declare const ContentVisibility: {
    readonly public: "public";
    readonly unlisted: "unlisted";
    readonly share_link: "share_link";
    readonly visitor_auth: "visitor_auth";
    readonly in_collection: "in_collection";
    readonly private: "private";
};
export type ContentVisibility = (typeof ContentVisibility)[keyof typeof ContentVisibility];
export declare const SpaceEditMode: {
    readonly live: "live";
    readonly locked: "locked";
};
export type SpaceEditMode = (typeof SpaceEditMode)[keyof typeof SpaceEditMode];
export declare const RevisionType: {
    readonly edits: "edits";
    readonly merge: "merge";
    readonly rollback: "rollback";
    readonly update: "update";
    readonly computed: "computed";
};
export type RevisionType = (typeof RevisionType)[keyof typeof RevisionType];
export declare const ChangeRequestStatus: {
    readonly draft: "draft";
    readonly open: "open";
    readonly merged: "merged";
    readonly archived: "archived";
};
export type ChangeRequestStatus = (typeof ChangeRequestStatus)[keyof typeof ChangeRequestStatus];
export declare const CommentStatus: {
    readonly open: "open";
    readonly resolved: "resolved";
};
export type CommentStatus = (typeof CommentStatus)[keyof typeof CommentStatus];
export declare const LinkRelation: {
    readonly reference: "reference";
    readonly dependsOn: "dependsOn";
};
export type LinkRelation = (typeof LinkRelation)[keyof typeof LinkRelation];
export declare const LinkTargetKind: {
    readonly page: "page";
    readonly file: "file";
    readonly space: "space";
    readonly collection: "collection";
    readonly url: "url";
    readonly path: "path";
    readonly openapi: "openapi";
};
export type LinkTargetKind = (typeof LinkTargetKind)[keyof typeof LinkTargetKind];
export declare const GrantSubject: {
    readonly user: "user";
    readonly team: "team";
};
export type GrantSubject = (typeof GrantSubject)[keyof typeof GrantSubject];
export declare const ReviewStatus: {
    readonly approved: "approved";
    readonly changes_requested: "changes_requested";
};
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
export declare const ImportRunStatus: {
    readonly pending: "pending";
    readonly in_progress: "in_progress";
    readonly completed: "completed";
    readonly failed: "failed";
    readonly cancelled: "cancelled";
};
export type ImportRunStatus = (typeof ImportRunStatus)[keyof typeof ImportRunStatus];
export declare const ImportRunSourceType: {
    readonly website: "website";
    readonly file: "file";
};
export type ImportRunSourceType = (typeof ImportRunSourceType)[keyof typeof ImportRunSourceType];
export declare const ImportRunPageStatus: {
    readonly imported: "imported";
    readonly failed: "failed";
    readonly skipped: "skipped";
};
export type ImportRunPageStatus = (typeof ImportRunPageStatus)[keyof typeof ImportRunPageStatus];
export declare const GitOperationKind: {
    readonly import: "import";
    readonly export: "export";
};
export type GitOperationKind = (typeof GitOperationKind)[keyof typeof GitOperationKind];
export declare const GitOperationStatus: {
    readonly pending: "pending";
    readonly succeeded: "succeeded";
    readonly failed: "failed";
    readonly skipped: "skipped";
};
export type GitOperationStatus = (typeof GitOperationStatus)[keyof typeof GitOperationStatus];
export declare const GitSyncProvider: {
    readonly github: "github";
    readonly gitlab: "gitlab";
    readonly github_legacy: "github_legacy";
};
export type GitSyncProvider = (typeof GitSyncProvider)[keyof typeof GitSyncProvider];
export declare const OpenAPISpecVisibility: {
    readonly private: "private";
    readonly public: "public";
};
export type OpenAPISpecVisibility = (typeof OpenAPISpecVisibility)[keyof typeof OpenAPISpecVisibility];
export declare const OpenAPISpecProcessingState: {
    readonly pending: "pending";
    readonly progress: "progress";
    readonly complete: "complete";
};
export type OpenAPISpecProcessingState = (typeof OpenAPISpecProcessingState)[keyof typeof OpenAPISpecProcessingState];
export declare const OpenAPISpecVersionState: {
    readonly pending: "pending";
    readonly progress: "progress";
    readonly valid: "valid";
    readonly invalid: "invalid";
    readonly superseded: "superseded";
};
export type OpenAPISpecVersionState = (typeof OpenAPISpecVersionState)[keyof typeof OpenAPISpecVersionState];
export declare const OpenAPISpecErrorCode: {
    readonly FETCH_TIMEOUT: "FETCH_TIMEOUT";
    readonly FETCH_ERROR: "FETCH_ERROR";
    readonly PARSE_ERROR: "PARSE_ERROR";
};
export type OpenAPISpecErrorCode = (typeof OpenAPISpecErrorCode)[keyof typeof OpenAPISpecErrorCode];
