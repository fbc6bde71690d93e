"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pdfUrlFor = pdfUrlFor;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const signed_urls_1 = require("../lib/signed-urls");
const store_1 = require("../revision-store/store");
const policy_2 = require("./policy");
const load_1 = require("../change-requests/load");
/**
 * The signed URL of the PDF of a space's main content or of a change request (rendered when
 * fetched, from the revision current now), valid for an hour. `only` with `page` restricts
 * it to that page, which must exist.
 */
async function pdfUrlFor(ctx, principal, request) {
    const target = await (0, load_1.loadContentTarget)(ctx, principal, request.spaceId, request.changeRequestId);
    (0, policy_1.authorize)(target.access, policy_2.exportRules.view, 'Space');
    const pageId = request.only && request.page ? request.page : undefined;
    if (pageId && !(await (0, store_1.loadPage)(ctx.db, target.revision, pageId)))
        throw (0, shared_1.notFound)('Page not found');
    const token = ctx.signer.sign({ kind: 'pdf', spaceId: target.space.id, revisionId: target.revision.id, pageId, exp: (0, signed_urls_1.expiresIn)(signed_urls_1.DOWNLOAD_TTL_SECONDS) });
    return `${ctx.urls.publicUrl}/v1/downloads/${token}`;
}
//# sourceMappingURL=pdf-url.js.map