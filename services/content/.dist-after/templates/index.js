"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.templateService = templateService;
const apply_template_1 = require("./handlers/apply-template");
const list_templates_1 = require("./handlers/list-templates");
/** TemplateService (proto/quire/content/v1/template.proto). */
function templateService(ctx) {
    return {
        listTemplates: (request) => (0, list_templates_1.listTemplates)(ctx, request),
        applyTemplate: (request, callContext) => (0, apply_template_1.applyTemplate)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map