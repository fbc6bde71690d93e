"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.modelsDocument = exports.infoDocument = void 0;
exports.operationsDocument = operationsDocument;
exports.referencePages = referencePages;
const markdown_parse_1 = require("../lib/markdown-parse");
const presenter_1 = require("../pages/presenter");
const openapi_reference_1 = require("./openapi-reference");
/** A tag's description (CommonMark, as OpenAPI writes it) as blocks, parsed off the event loop; its plain text when it cannot be parsed within the limits. */
async function descriptionNodes(tag) {
    if (!tag.description)
        return [];
    const document = await (0, markdown_parse_1.documentForReading)(tag.description);
    return document.nodes;
}
/** `doc: "info"`: the tag's description. */
const infoDocument = async (tag) => (0, openapi_reference_1.documentOf)(await descriptionNodes(tag));
exports.infoDocument = infoDocument;
/** `doc: "operations"`: the tag's description, then an `openapi-operation` block per operation. */
async function operationsDocument(input, tag) {
    return (0, openapi_reference_1.documentOf)([...(await descriptionNodes(tag)), ...tag.operations.map((operation) => (0, openapi_reference_1.operationBlock)(input.slug, input.seed, operation))]);
}
/** `doc: "models"`: `openapi-schemas` blocks naming every schema (none when the spec has none). */
const modelsDocument = (input) => (0, openapi_reference_1.documentOf)((0, openapi_reference_1.schemasBlocks)(input.slug, input.seed, input.outline.schemas));
exports.modelsDocument = modelsDocument;
/**
 * A generated page as GitBook's "RevisionPageDocument" with its `document`, at the top level of
 * the space (`urls.app` and `path` are where it would be). Never `computed` + `computedSeed`:
 * the contract's open `{documentId?}` branch would match them too and the page would fail it.
 */
function documentPage(input, slug, title, document) {
    return {
        id: (0, openapi_reference_1.seededId)(input.seed, 'page', slug),
        title,
        kind: 'sheet',
        type: 'document',
        urls: { app: `${input.urls.appUrl}/s/${input.spaceId}/${slug}` },
        slug,
        path: slug,
        pages: [],
        layout: { ...presenter_1.DEFAULT_LAYOUT },
        document,
    };
}
/** The pages of a computed revision: one per tag in the outline's order, then the models page when asked for and the spec has models. */
async function referencePages(input, models) {
    const pages = [];
    for (const { tag, slug } of (0, openapi_reference_1.pageSlugs)(input.outline)) {
        pages.push(documentPage(input, slug, tag.title, await operationsDocument(input, tag)));
    }
    if (models && input.outline.schemas.length > 0)
        pages.push(documentPage(input, 'models', openapi_reference_1.MODELS_TITLE, (0, exports.modelsDocument)(input)));
    return pages;
}
//# sourceMappingURL=presenter.js.map