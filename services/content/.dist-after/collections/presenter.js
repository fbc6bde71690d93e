"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentCollection = presentCollection;
const policy_1 = require("./policy");
const enums_1 = require("../lib/enums");
/** A collection as GitBook's "Collection", with the viewer's permissions. */
function presentCollection(row, access, urls) {
    return {
        object: 'collection',
        id: row.id,
        title: row.title,
        description: row.description ?? undefined,
        organization: row.organizationId,
        parent: row.parentId ?? undefined,
        defaultLevel: (0, enums_1.presentDefaultLevel)(row.defaultLevel),
        urls: {
            location: `${urls.publicUrl}/v1/collections/${row.id}`,
            app: `${urls.appUrl}/c/${row.id}`,
        },
        permissions: (0, policy_1.collectionPermissions)(access),
    };
}
//# sourceMappingURL=presenter.js.map