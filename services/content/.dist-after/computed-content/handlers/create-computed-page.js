"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createComputedPage = createComputedPage;
const shared_1 = require("@quire/shared");
const outline_1 = require("../../content-tree/outline");
const load_1 = require("../../change-requests/load");
const presenter_1 = require("../../pages/presenter");
const queries_1 = require("../../pages/queries");
const computed_page_creator_1 = require("../commands/computed-page-creator");
const generation_1 = require("../generation");
const load_2 = require("../load");
const sources_1 = require("../sources");
/**
 * createPage of `type: "computed"`: a page whose children are generated from a `builtin:openapi`
 * source. The caller must may edit the change request's content and view the organization's
 * specs (loadReference: an unknown or invisible spec is 404, one without a valid version yet
 * 404, one too large 412). The pages are generated from the spec's newest valid version now,
 * and again whenever a new version is processed (../consumers, docs/content.md).
 */
async function createComputedPage(ctx, principal, input) {
    const source = (0, sources_1.parseRevisionSource)(input.computed);
    const slug = source.dependencies.spec.ref.spec;
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    const { outline } = await (0, load_2.loadReference)(ctx, principal, target.space.id, slug);
    // Stored without a resolved `value`: it is looked up again at every generation.
    const computed = { type: source.type, props: { models: source.props.models }, dependencies: { spec: { ref: { kind: 'openapi', spec: slug } } } };
    const now = new Date().toISOString();
    const entry = {
        id: (0, shared_1.newId)(),
        kind: 'group',
        title: input.title,
        slug: input.slug ?? (0, outline_1.slugify)(input.title),
        ...(input.emoji !== undefined && { emoji: input.emoji }),
        ...(input.icon !== undefined && { icon: input.icon }),
        computed,
        createdAt: now,
        updatedAt: now,
    };
    const generated = await (0, generation_1.generatePages)({ ...entry, parentId: null, position: '' }, outline, new Map(), now);
    const written = await (0, computed_page_creator_1.computedPageCreator)(ctx.db, {
        organizationId: target.space.organizationId,
        changeRequestId: target.changeRequest.id,
        actorId: principal.userId,
        entry,
        position: input.position,
        generated,
    });
    const node = (0, queries_1.findNode)((0, queries_1.outlineOfPages)(written.pages), written.pageId);
    const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest.number };
    return { page: (0, presenter_1.presentWrittenPage)(node, { urls: ctx.urls, scope, bodies: new Map(), computed: false }) };
}
//# sourceMappingURL=create-computed-page.js.map