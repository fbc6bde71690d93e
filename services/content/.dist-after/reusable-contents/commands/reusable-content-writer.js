"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reusableContentCreator = reusableContentCreator;
exports.reusableContentUpdater = reusableContentUpdater;
exports.reusableContentDeleter = reusableContentDeleter;
const shared_1 = require("@quire/shared");
const change_request_editor_1 = require("../../lib/change-request-editor");
const bodies_1 = require("../../revision-store/bodies");
const store_1 = require("../../revision-store/store");
/** The body store's entry for a markdown body: none for an empty one (an empty reusable content). */
const bodyOf = (markdown) => {
    if (markdown === undefined || markdown === '')
        return {};
    const bodyHash = (0, bodies_1.bodyHashOf)(markdown);
    return { bodyHash, bodies: new Map([[bodyHash, markdown]]) };
};
/** Adds a reusable content to a change request's revision; the limit per space is checked under the change request's lock. */
function reusableContentCreator(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, input, async ({ revision }) => {
        if ((0, store_1.reusableContentsOf)(revision).size >= store_1.MAX_REUSABLE_CONTENTS) {
            throw (0, shared_1.failedPrecondition)(`A space has at most ${store_1.MAX_REUSABLE_CONTENTS} reusable contents`);
        }
        const now = new Date().toISOString();
        const { bodyHash, bodies } = bodyOf(input.markdown);
        const entry = { id: (0, shared_1.newId)(), title: input.title, ...(bodyHash && { bodyHash }), createdAt: now, updatedAt: now };
        return { changes: { reusableContents: { put: [entry] } }, bodies, result: entry };
    });
}
/** Changes the title and/or body of a reusable content of a change request; a change that changes nothing writes nothing. */
function reusableContentUpdater(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, input, async ({ revision }) => {
        const current = (0, store_1.reusableContentsOf)(revision).get(input.reusableContentId);
        if (!current)
            throw (0, shared_1.notFound)('Reusable content not found');
        const next = { ...current };
        if (input.title !== undefined)
            next.title = input.title;
        let bodies;
        if (input.markdown !== undefined) {
            const body = bodyOf(input.markdown);
            if (body.bodyHash)
                next.bodyHash = body.bodyHash;
            else
                delete next.bodyHash;
            bodies = body.bodies;
        }
        if (next.title === current.title && next.bodyHash === current.bodyHash)
            return { changes: {}, result: current };
        next.updatedAt = new Date().toISOString();
        return { changes: { reusableContents: { put: [next] } }, bodies, result: next };
    });
}
/**
 * Removes a reusable content from a change request. The blocks that include it stay: the
 * reader shows them as "not available", as GitBook does for a deleted reusable content.
 * One that is not there changes nothing (DELETE answers 204 either way).
 */
function reusableContentDeleter(db, input) {
    return (0, change_request_editor_1.changeRequestEditor)(db, input, async ({ revision }) => {
        if (!(0, store_1.reusableContentsOf)(revision).has(input.reusableContentId))
            return { changes: {}, result: undefined };
        return { changes: { reusableContents: { remove: [input.reusableContentId] } }, result: undefined };
    });
}
//# sourceMappingURL=reusable-content-writer.js.map