"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentTemplate = void 0;
const presentTemplate = (template) => ({
    object: 'template',
    id: template.id,
    title: template.title,
    description: template.description,
    pages: template.pages.map((page) => page.title),
});
exports.presentTemplate = presentTemplate;
//# sourceMappingURL=presenter.js.map