"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderPdfDownload = renderPdfDownload;
const shared_1 = require("@quire/shared");
const queries_1 = require("../pages/queries");
const bodies_1 = require("../revision-store/bodies");
const store_1 = require("../revision-store/store");
const markdown_parse_1 = require("../lib/markdown-parse");
const documents_1 = require("@quire/documents");
const documents_2 = require("../reusable-contents/documents");
function flatten(nodes, depth, into) {
    for (const node of nodes) {
        into.push({ node, depth });
        flatten(node.children, depth + 1, into);
    }
}
/**
 * The PDF behind a signed export URL: the pages of the revision the URL was issued for (or the
 * one page it names), in table-of-contents order, rendered when the URL is fetched. Images come
 * from the revision's own files; URL images are not fetched (outbound requests go through the
 * git-worker only) and print as their caption.
 */
async function renderPdfDownload(ctx, payload) {
    const space = await ctx.db.space.findFirst({ where: { id: payload.spaceId, deletedAt: null }, select: { title: true } });
    const revision = await ctx.db.revision.findFirst({ where: { id: payload.revisionId, spaceId: payload.spaceId }, select: store_1.storedRevisionSelect });
    if (!space || !revision)
        throw (0, shared_1.notFound)('Download not found or expired');
    const outline = await (0, queries_1.loadOutline)(ctx.db, revision);
    const ordered = [];
    if (payload.pageId) {
        const node = (0, queries_1.findNode)(outline, payload.pageId);
        if (!node)
            throw (0, shared_1.notFound)('Download not found or expired');
        ordered.push({ node, depth: 0 });
    }
    else {
        flatten(outline, 0, ordered);
    }
    const bodies = await (0, bodies_1.getBodies)(ctx.db, ordered.flatMap(({ node }) => (node.entry.bodyHash ? [node.entry.bodyHash] : [])));
    // Parsed off the event loop; a body over the parse limits prints as its plain text.
    const documents = await (0, markdown_parse_1.documentsForReading)(bodies);
    // Reusable contents are printed where they are included (a PDF has no include).
    const reusable = await (0, documents_2.includedReusableDocuments)(ctx.db, revision, documents.values());
    const empty = { object: 'document', data: {}, nodes: [] };
    const pages = ordered.map(({ node, depth }) => ({
        id: node.entry.id,
        title: node.entry.title,
        depth,
        document: (0, documents_1.inlineReusableContents)((node.entry.bodyHash && documents.get(node.entry.bodyHash)) || empty, (id) => reusable.get(id)),
    }));
    // Loaded at the first export, not at start: pdfkit and its fonts cost every idle content process
    // about 20 MB of RSS (docs/performance.md "Idle memory").
    const { PdfTooLargeError, renderPdf } = await Promise.resolve().then(() => __importStar(require('../pdf/renderer')));
    try {
        const data = await renderPdf({
            title: space.title || 'Untitled',
            subtitle: payload.pageId ? pages[0]?.title : undefined,
            pages,
            async loadImage(ref) {
                if (ref.kind !== 'file')
                    return undefined;
                const file = await (0, store_1.loadFile)(ctx.db, revision, ref.file);
                return file ? ctx.blobs.get(file.blobHash) : undefined;
            },
        });
        // Control characters cannot be in a file name.
        const name = `${(payload.pageId ? pages[0]?.title : space.title) || 'export'}.pdf`.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-');
        return { data, contentType: 'application/pdf', fileName: name };
    }
    catch (error) {
        if (error instanceof PdfTooLargeError)
            throw (0, shared_1.resourceExhausted)('The content is too large to export as PDF');
        throw error;
    }
}
//# sourceMappingURL=pdf-download.js.map