"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listTemplates = listTemplates;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const catalog_1 = require("../catalog");
const presenter_1 = require("../presenter");
const ZListTemplatesRequest = zod_1.z.object({});
/** GET /templates (extension): the catalog, the same for every caller. */
async function listTemplates(_ctx, request) {
    (0, shared_1.parseRequest)(ZListTemplatesRequest, request);
    const items = [...(0, catalog_1.templateCatalog)().values()].map(presenter_1.presentTemplate);
    return { items, count: items.length };
}
//# sourceMappingURL=list-templates.js.map