"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.recordContentChanges = recordContentChanges;
const events_1 = require("./events");
/**
 * `revision.created`, then one `page.created|updated|deleted` and `file.created|updated|deleted`
 * event per kind of change, each listing the ids of that revision (search, links and the Git
 * worker consume them). Written in the transaction that writes the revision.
 */
async function recordContentChanges(tx, facts) {
    const base = {
        spaceId: facts.spaceId,
        changeRequestId: facts.changeRequestId,
        revisionId: facts.revisionId,
        parentRevisionId: facts.parentRevisionId,
        actorId: facts.actorId,
        ...(facts.origin !== undefined && { origin: facts.origin }),
    };
    await (0, events_1.recordEvent)(tx, 'revision', 'created', {
        aggregateId: facts.revisionId,
        organizationId: facts.organizationId,
        data: { id: facts.revisionId, ...base, type: facts.type ?? 'edits' },
    });
    for (const [resource, side, added] of [
        ['page', facts.changes.pages, new Set(facts.added.pages)],
        ['file', facts.changes.files, new Set(facts.added.files)],
    ]) {
        const put = (side?.put ?? []).map((entry) => entry.id);
        const groups = {
            created: put.filter((id) => added.has(id)),
            updated: put.filter((id) => !added.has(id)),
            deleted: [...(side?.remove ?? [])],
        };
        for (const [verb, ids] of Object.entries(groups)) {
            if (ids.length === 0)
                continue;
            await (0, events_1.recordEvent)(tx, resource, verb, { aggregateId: facts.revisionId, organizationId: facts.organizationId, data: { ...base, ids } });
        }
    }
}
//# sourceMappingURL=content-events.js.map