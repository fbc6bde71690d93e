"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentStatus = void 0;
exports.statusFromRequest = statusFromRequest;
exports.statusChangeRefusal = statusChangeRefusal;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const { ChangeRequestStatus: ProtoStatus } = proto_1.contentV1;
const statuses = (0, shared_1.enumMapping)({
    draft: ProtoStatus.CHANGE_REQUEST_STATUS_DRAFT,
    open: ProtoStatus.CHANGE_REQUEST_STATUS_OPEN,
    archived: ProtoStatus.CHANGE_REQUEST_STATUS_ARCHIVED,
    merged: ProtoStatus.CHANGE_REQUEST_STATUS_MERGED,
});
const presentStatus = (status) => statuses.toProto[status];
exports.presentStatus = presentStatus;
/** A status from a request; undefined when absent (UNSPECIFIED). */
function statusFromRequest(status) {
    if (status === ProtoStatus.CHANGE_REQUEST_STATUS_UNSPECIFIED)
        return undefined;
    const stored = statuses.fromProto.get(status);
    if (!stored)
        throw (0, shared_1.invalidArgument)('status: must be one of draft, open, archived, merged');
    return stored;
}
/**
 * The status changes a PATCH may make: draft <-> open, draft or open -> archived, archived ->
 * open (reopening). Setting the current status again changes nothing. `merged` is reached only
 * by merging, and a merged change request never changes again. Answers why a change is
 * refused, or undefined when it is allowed.
 */
function statusChangeRefusal(from, to) {
    if (from === 'merged')
        return 'The change request is merged and cannot be changed';
    if (to === 'merged')
        return 'status: a change request becomes merged only by merging it (POST .../merge)';
    if (from === to)
        return undefined;
    if (from === 'archived' && to !== 'open')
        return `status: an archived change request can only be reopened (status "open"), not set to "${to}"`;
    return undefined;
}
//# sourceMappingURL=status.js.map