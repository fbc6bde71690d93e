import type { PrismaClient } from '../../db';
export type StartedVersion = {
    organizationId: string;
    specId: string;
    versionId: string;
    number: number;
    url: string | null;
    text: string | null;
    superseded: boolean;
    processed: boolean;
};
/**
 * The worker starts on a version: a pending version becomes `progress`, and so does its spec
 * when the version is the spec's latest. A version replaced by a newer one before the worker
 * reached it is marked `superseded` and not processed, and so is not a version that already
 * has its result (a job delivered again). Null when the spec was deleted.
 */
export declare function versionStarter(db: PrismaClient, versionId: string): Promise<StartedVersion | null>;
