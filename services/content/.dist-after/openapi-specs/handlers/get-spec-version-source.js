"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getSpecVersionSource = getSpecVersionSource;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const version_starter_1 = require("../commands/version-starter");
const ZGetSpecVersionSourceRequest = zod_1.z.object({ versionId: validation_1.ZId });
/** For the git-worker: the source of a version, which starts its processing. Takes no principal. */
async function getSpecVersionSource(ctx, request, _callContext) {
    const { versionId } = (0, shared_1.parseRequest)(ZGetSpecVersionSourceRequest, request);
    const started = await (0, version_starter_1.versionStarter)(ctx.db, versionId);
    if (!started)
        throw (0, shared_1.notFound)('No such OpenAPI specification version');
    return {
        organizationId: started.organizationId,
        specId: started.specId,
        versionId: started.versionId,
        number: started.number,
        url: started.url ?? undefined,
        text: started.text ?? undefined,
        superseded: started.superseded,
        processed: started.processed,
    };
}
//# sourceMappingURL=get-spec-version-source.js.map