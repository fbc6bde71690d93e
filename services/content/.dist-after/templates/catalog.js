"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TEMPLATES_DIR = void 0;
exports.templateCatalog = templateCatalog;
exports.fillPlaceholders = fillPlaceholders;
const node_fs_1 = require("node:fs");
const node_path_1 = __importDefault(require("node:path"));
const zod_1 = require("zod");
/**
 * The templates shipped in services/content/templates: one folder per template, read once at
 * first use. A malformed template is a bug in the repository: it fails loudly (and the catalog
 * test catches it).
 */
exports.TEMPLATES_DIR = node_path_1.default.resolve(__dirname, '../../templates');
const ZTemplatePage = zod_1.z.lazy(() => zod_1.z.object({
    title: zod_1.z.string().min(1).max(100),
    type: zod_1.z.enum(['document', 'group']).optional(),
    emoji: zod_1.z.string().max(50).optional(),
    file: zod_1.z.string().regex(/^[a-z0-9-]+\.md$/).optional(),
    pages: zod_1.z.array(ZTemplatePage).optional(),
}));
const ZTemplateManifest = zod_1.z.object({
    title: zod_1.z.string().min(1),
    description: zod_1.z.string(),
    refs: zod_1.z.record(zod_1.z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/), zod_1.z.object({ description: zod_1.z.string(), default: zod_1.z.string() })).default({}),
    pages: zod_1.z.array(ZTemplatePage).min(1),
});
/** A page file's leading "# Title" line is the page title (kept in template.json), not its body. */
const bodyOf = (markdown) => markdown.replace(/^# [^\n]*\n+/, '').trimEnd() + '\n';
function loadPages(folder, pages) {
    return pages.map((page) => ({
        title: page.title,
        type: page.type ?? 'document',
        emoji: page.emoji,
        markdown: page.file ? bodyOf((0, node_fs_1.readFileSync)(node_path_1.default.join(folder, page.file), 'utf8')) : '',
        pages: loadPages(folder, page.pages ?? []),
    }));
}
let catalog;
function templateCatalog() {
    if (catalog)
        return catalog;
    const loaded = new Map();
    for (const id of (0, node_fs_1.readdirSync)(exports.TEMPLATES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
        const folder = node_path_1.default.join(exports.TEMPLATES_DIR, id);
        const manifest = ZTemplateManifest.parse(JSON.parse((0, node_fs_1.readFileSync)(node_path_1.default.join(folder, 'template.json'), 'utf8')));
        loaded.set(id, { id, title: manifest.title, description: manifest.description, refs: manifest.refs, pages: loadPages(folder, manifest.pages) });
    }
    catalog = loaded;
    return loaded;
}
/** `{{name}}` placeholders replaced by the given values, or the template's defaults. */
function fillPlaceholders(markdown, values) {
    return markdown.replace(/\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g, (match, name) => values[name] ?? match);
}
//# sourceMappingURL=catalog.js.map