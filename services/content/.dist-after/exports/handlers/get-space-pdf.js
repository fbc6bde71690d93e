"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getSpacePdf = getSpacePdf;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const pdf_url_1 = require("../pdf-url");
const ZGetSpacePdfRequest = zod_1.z.object({ spaceId: validation_1.ZId, only: zod_1.z.boolean().optional(), page: validation_1.ZId.optional() });
/** GET /spaces/{spaceId}/pdf: a signed URL of the main content as PDF, valid for an hour. */
async function getSpacePdf(ctx, request, callContext) {
    return { url: await (0, pdf_url_1.pdfUrlFor)(ctx, (0, shared_1.getPrincipal)(callContext), (0, shared_1.parseRequest)(ZGetSpacePdfRequest, request)) };
}
//# sourceMappingURL=get-space-pdf.js.map