import type { PrismaClient } from '../../db';
import type { OpenAPISpecErrorCode } from '../../generated/prisma/enums';
import type { StoredSpecError } from '../validation';
export type VersionResult = {
    versionId: string;
    ok: true;
    document: string;
    openapiVersion: string;
    errors: StoredSpecError[];
} | {
    versionId: string;
    ok: false;
    errorCode: OpenAPISpecErrorCode;
    errors: StoredSpecError[];
};
export type RecordedResult = {
    applied: boolean;
    alreadyRecorded: boolean;
    unchanged: boolean;
};
/**
 * Records a version's outcome, once: a version that already has a result keeps it (a job
 * delivered twice must not turn a fetched document into the second delivery's fetch error).
 * The spec's processing fields change only when the version is still its latest, decided
 * under the spec's row lock (which every new version also takes), so a result arriving after a
 * newer source was given never replaces what the spec shows about the newer one. A valid
 * version becomes the spec's valid (published) version when it is newer than the current one,
 * even if it is not the latest: it is then the newest valid document there is.
 *
 * Versions are content-addressed: a valid document identical, byte for byte, to the spec's
 * newest version makes no new version (a URL refreshed while it serves the same document). It
 * is recorded `superseded` without a document (`processed_at` set, which tells it from a
 * version the worker never reached), and when it was the latest, the spec's latest version is
 * that identical one again, complete. Null when the spec was deleted.
 */
export declare function versionResultRecorder(db: PrismaClient, result: VersionResult): Promise<RecordedResult | null>;
