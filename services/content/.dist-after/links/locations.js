"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.locationPresenter = locationPresenter;
const proto_1 = require("@quire/proto");
const presenter_1 = require("../collections/presenter");
const presenter_2 = require("../files/presenter");
const presenter_3 = require("../pages/presenter");
const presenter_4 = require("../openapi-specs/presenter");
const bodies_1 = require("../revision-store/bodies");
const presenter_5 = require("../spaces/presenter");
const { ContentLocationKind: Kind } = proto_1.contentV1;
/** Bytes of a location besides a page's Markdown (its organization, space, page fields). */
const LOCATION_OVERHEAD_BYTES = 4096;
const organizationOf = (location) => {
    switch (location.kind) {
        case 'page':
        case 'file':
            return location.view.space.organizationId;
        case 'space':
            return location.space.organizationId;
        case 'collection':
            return location.collection.organizationId;
        case 'openapi':
            return location.spec.organizationId;
        case 'url':
            return undefined;
    }
};
async function locationPresenter(ctx, viewerId, metadata, locations) {
    const organizationIds = new Set();
    const spaces = new Map();
    const bodyHashes = new Set();
    for (const location of locations) {
        const organizationId = organizationOf(location);
        if (organizationId !== undefined)
            organizationIds.add(organizationId);
        if (location.kind === 'page' || location.kind === 'file')
            spaces.set(location.view.space.id, { row: location.view.space, access: location.view.access });
        if (location.kind === 'space')
            spaces.set(location.space.id, { row: location.space, access: location.access });
        if (location.kind === 'page' && location.node.entry.bodyHash)
            bodyHashes.add(location.node.entry.bodyHash);
    }
    const [organizations, presentedSpaces, bodies] = await Promise.all([
        organizationIds.size === 0 ? new Map() : ctx.identity.organizations(organizationIds, viewerId, metadata),
        spaces.size === 0 ? [] : (0, presenter_5.presentSpaces)(ctx, [...spaces.values()].map((space) => space.row), (row) => spaces.get(row.id)?.access ?? null),
        (0, bodies_1.getBodies)(ctx.db, bodyHashes),
    ]);
    const spaceMessages = new Map(presentedSpaces.map((space) => [space.id, space]));
    const organization = (id) => {
        const found = organizations.get(id);
        // Content's spaces and collections belong to organizations identity has: one it does not
        // know is an inconsistency to report, not something to present.
        if (!found)
            throw new Error(`identity has no organization ${id}`);
        return found;
    };
    const empty = { url: undefined, organization: undefined, space: undefined, page: undefined, internalLocation: undefined, file: undefined, collection: undefined, openApiSpec: undefined };
    return {
        present(location) {
            switch (location.kind) {
                case 'url':
                    return { ...empty, kind: Kind.CONTENT_LOCATION_KIND_URL, url: location.url };
                case 'page': {
                    const { view, node, anchor } = location;
                    return {
                        ...empty,
                        kind: Kind.CONTENT_LOCATION_KIND_PAGE,
                        organization: organization(view.space.organizationId),
                        space: spaceMessages.get(view.space.id),
                        page: (0, presenter_3.presentPage)({ ...node, children: [] }, { urls: ctx.urls, scope: { spaceId: view.space.id, changeRequestNumber: view.changeRequestNumber }, bodies, format: 'markdown' }),
                        internalLocation: anchor !== null ? { type: 'anchor', anchor } : undefined,
                    };
                }
                case 'file':
                    return {
                        ...empty,
                        kind: Kind.CONTENT_LOCATION_KIND_FILE,
                        organization: organization(location.view.space.organizationId),
                        space: spaceMessages.get(location.view.space.id),
                        file: (0, presenter_2.presentFile)(ctx, location.file),
                    };
                case 'space':
                    return {
                        ...empty,
                        kind: Kind.CONTENT_LOCATION_KIND_SPACE,
                        organization: organization(location.space.organizationId),
                        space: spaceMessages.get(location.space.id),
                    };
                case 'collection':
                    return {
                        ...empty,
                        kind: Kind.CONTENT_LOCATION_KIND_COLLECTION,
                        organization: organization(location.collection.organizationId),
                        collection: (0, presenter_1.presentCollection)(location.collection, location.access, ctx.urls),
                    };
                case 'openapi':
                    return {
                        ...empty,
                        kind: Kind.CONTENT_LOCATION_KIND_OPENAPI,
                        organization: organization(location.spec.organizationId),
                        openApiSpec: (0, presenter_4.presentSpec)(location.spec, location.abilities, ctx.urls),
                    };
            }
        },
        sizeOf(location) {
            if (location.kind === 'url')
                return location.url.length + 64;
            const hash = location.kind === 'page' ? location.node.entry.bodyHash : undefined;
            return LOCATION_OVERHEAD_BYTES + (hash ? (bodies.get(hash)?.length ?? 0) : 0);
        },
    };
}
//# sourceMappingURL=locations.js.map