"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listSpaceLinks = listSpaceLinks;
const shared_1 = require("@quire/shared");
/**
 * The released contract's ListSpaceLinks, whose locations are Structs: replaced by ListLinks,
 * whose typed locations embed identity's Organization and content's Space as the gateway
 * writes them. Nothing calls it (GET /spaces/{spaceId}/links is routed to ListLinks).
 */
async function listSpaceLinks() {
    throw new shared_1.ServerError(shared_1.Status.UNIMPLEMENTED, 'ListSpaceLinks is replaced by ListLinks');
}
//# sourceMappingURL=list-space-links.js.map