import type { PrismaClient } from '../../db';
import { type ImportRunRow } from '../queries';
/**
 * Cancels a pending or running run. One conditional UPDATE decides: a completion or failure
 * the worker records at the same moment takes the same row lock, so exactly one of them wins
 * and the other sees the status it left (INVALID_ARGUMENT here, the kept `cancelled` there).
 * The worker notices the cancel within about a second and stops; what it wrote stays.
 */
export declare function importRunCanceller(db: PrismaClient, input: {
    organizationId: string;
    importRunId: string;
}): Promise<ImportRunRow>;
