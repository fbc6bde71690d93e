import { type PrismaClient } from '../../db';
import { type ImportRunRow } from '../queries';
export type ImportRunStart = {
    organizationId: string;
    spaceId: string;
    changeRequestId: string | null;
    pageId: string | null;
    source: {
        type: 'website';
        url: string;
    } | {
        type: 'file';
        fileIds: string[];
    };
    actorId: string;
};
/**
 * Writes a pending run and, in the same transaction, the `source-job.requested` event the
 * git-worker's queue turns into a `website-import` job. The space (not in the trash) and the
 * change request (still taking writes) are read again under a share lock, so a deletion or
 * a merge that commits first is seen here, and one that comes after finds the run.
 */
export declare function importRunStarter(db: PrismaClient, input: ImportRunStart): Promise<ImportRunRow>;
