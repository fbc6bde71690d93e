"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sitesPublishedUrlLocator = sitesPublishedUrlLocator;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
/** PublishedUrlLocator over sites' `PublishedUrlInternalService.LocatePublishedUrl` (no principal: content decides access). */
function sitesPublishedUrlLocator(sitesGrpcUrl, { deadlineMs } = {}) {
    const client = (0, shared_1.createServiceClient)(proto_1.sitesV1.PublishedUrlInternalServiceDefinition, sitesGrpcUrl, { deadlineMs });
    return {
        async locate(url) {
            const { organizationId, location } = await client.locatePublishedUrl({ url });
            if (!organizationId || !location)
                return undefined;
            return { organizationId, siteId: location.siteId, spaceId: location.spaceId, pagePath: location.pagePath };
        },
    };
}
//# sourceMappingURL=sites.js.map