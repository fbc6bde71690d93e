"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.importRunCanceller = importRunCanceller;
const shared_1 = require("@quire/shared");
const queries_1 = require("../queries");
/**
 * Cancels a pending or running run. One conditional UPDATE decides: a completion or failure
 * the worker records at the same moment takes the same row lock, so exactly one of them wins
 * and the other sees the status it left (INVALID_ARGUMENT here, the kept `cancelled` there).
 * The worker notices the cancel within about a second and stops; what it wrote stays.
 */
async function importRunCanceller(db, input) {
    const { count } = await db.importRun.updateMany({
        where: { id: input.importRunId, organizationId: input.organizationId, status: { in: ['pending', 'in_progress'] } },
        data: { status: 'cancelled', finishedAt: new Date() },
    });
    const run = await db.importRun.findFirst({ where: { id: input.importRunId, organizationId: input.organizationId }, select: queries_1.importRunSelect });
    if (!run)
        throw (0, shared_1.notFound)('Import run not found');
    if (count === 0) {
        throw (0, shared_1.invalidArgument)(run.status === 'cancelled' ? 'The import run is already cancelled' : `The import run has already finished (${run.status})`);
    }
    return run;
}
//# sourceMappingURL=import-run-canceller.js.map