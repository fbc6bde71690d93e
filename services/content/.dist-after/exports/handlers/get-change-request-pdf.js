"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getChangeRequestPdf = getChangeRequestPdf;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const pdf_url_1 = require("../pdf-url");
const ZGetChangeRequestPdfRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, only: zod_1.z.boolean().optional(), page: validation_1.ZId.optional() });
/** GET /spaces/{spaceId}/change-requests/{changeRequestId}/pdf: the change request's content as PDF. */
async function getChangeRequestPdf(ctx, request, callContext) {
    return { url: await (0, pdf_url_1.pdfUrlFor)(ctx, (0, shared_1.getPrincipal)(callContext), (0, shared_1.parseRequest)(ZGetChangeRequestPdfRequest, request)) };
}
//# sourceMappingURL=get-change-request-pdf.js.map