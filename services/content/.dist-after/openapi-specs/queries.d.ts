import { type Page } from '@quire/shared';
import { Prisma, type Db, type TransactionClient } from '../db';
export declare const specSelect: {
    readonly id: true;
    readonly organizationId: true;
    readonly slug: true;
    readonly visibility: true;
    readonly sourceUrl: true;
    readonly processingState: true;
    readonly lastVersionId: true;
    readonly versionCount: true;
    readonly lastProcessedAt: true;
    readonly lastProcessErrorCode: true;
    readonly lastProcessedErrors: true;
    readonly validVersionId: true;
    readonly validVersionNumber: true;
    readonly createdAt: true;
    readonly updatedAt: true;
};
export type SpecRow = Prisma.OpenAPISpecGetPayload<{
    select: typeof specSelect;
}>;
export declare function findSpecBySlug(db: Db, organizationId: string, slug: string): Promise<SpecRow | null>;
/**
 * The spec of (organization, slug), its row locked until the transaction ends: every change
 * of a spec (new source, visibility, a version's result) takes this lock first, so the checks
 * each makes (which version is the latest, whether a text changed) hold when it writes.
 */
export declare function lockSpecBySlug(tx: TransactionClient, organizationId: string, slug: string): Promise<SpecRow | null>;
export declare const versionSelect: {
    readonly id: true;
    readonly specId: true;
    readonly organizationId: true;
    readonly number: true;
    readonly sourceUrl: true;
    readonly createdAt: true;
};
/** A version as the versions API shows it (never its document, which can be 16 MiB). */
export type VersionRow = Prisma.OpenAPISpecVersionGetPayload<{
    select: typeof versionSelect;
}>;
/**
 * One page of a spec's versions, newest first. A version of the API is a row in state `valid`
 * (the others have no document); the unique index (spec_id, number) is read backwards from the
 * cursor and the rows of other states are skipped on the way.
 */
export declare function findVersionsPage(db: Db, specId: string, cursor: string | undefined, limit: number): Promise<Page<VersionRow>>;
/**
 * A version of the spec: `versionId`, or without it the newest one (`valid_version_id`). Null
 * for a spec without a version yet, and for an id that is not a valid version of this spec.
 */
export declare function findSpecVersion(db: Db, spec: Pick<SpecRow, 'id' | 'validVersionId'>, versionId: string | undefined): Promise<VersionRow | null>;
/** The stored document (JSON text) of a valid version; null when it is gone (its spec was deleted). */
export declare function findVersionDocument(db: Db, versionId: string): Promise<string | null>;
/** Whether a version's stored document is exactly `document` (compared in the database, not read out). */
export declare function hasDocument(tx: TransactionClient, versionId: string, document: string): Promise<boolean>;
/** A version and its spec, the spec's row locked until the transaction ends; null when the spec was deleted. */
export declare function lockVersion(tx: TransactionClient, versionId: string): Promise<{
    spec: {
        id: string;
        organizationId: string;
        createdAt: Date;
        updatedAt: Date;
        visibility: import("../generated/prisma/enums").OpenAPISpecVisibility;
        slug: string;
        sourceUrl: string | null;
        processingState: import("../generated/prisma/enums").OpenAPISpecProcessingState;
        lastVersionId: string | null;
        versionCount: number;
        lastProcessedAt: Date | null;
        lastProcessErrorCode: import("../generated/prisma/enums").OpenAPISpecErrorCode | null;
        lastProcessedErrors: import("@prisma/client/runtime/client").JsonValue;
        validVersionId: string | null;
        validVersionNumber: number | null;
    };
    version: {
        number: number;
        id: string;
        organizationId: string;
        sourceUrl: string | null;
        specId: string;
        sourceText: string | null;
        state: import("../generated/prisma/enums").OpenAPISpecVersionState;
        processedAt: Date | null;
    };
} | null>;
/** One page of the organization's specs, oldest first (index on organization_id, created_at, id). */
export declare function findSpecsPage(db: Db, organizationId: string, cursor: string | undefined, limit: number): Promise<Page<SpecRow>>;
/** The document of the newest valid version of a public spec; null for anything else. */
export declare function findPublishedDocument(db: Db, organizationId: string, slug: string): Promise<string | null>;
/** Specs of an organization by slug (the targets of `quire:openapi/<slug>` links), in one query. */
export declare function findSpecsBySlugs(db: Db, organizationId: string, slugs: readonly string[]): Promise<SpecRow[]>;
