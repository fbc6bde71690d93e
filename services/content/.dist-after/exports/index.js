"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.exportService = exportService;
const get_change_request_pdf_1 = require("./handlers/get-change-request-pdf");
const get_space_pdf_1 = require("./handlers/get-space-pdf");
function exportService(ctx) {
    return {
        getSpacePdf: (request, callContext) => (0, get_space_pdf_1.getSpacePdf)(ctx, request, callContext),
        getChangeRequestPdf: (request, callContext) => (0, get_change_request_pdf_1.getChangeRequestPdf)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map