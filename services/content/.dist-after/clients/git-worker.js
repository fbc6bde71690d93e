"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.gitWorkerEmbedResolver = gitWorkerEmbedResolver;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
/** EmbedResolver over the git-worker's `EmbedInternalService.ResolveEmbed` (no principal: content decided access). */
function gitWorkerEmbedResolver(gitWorkerGrpcUrl, { deadlineMs } = {}) {
    const client = (0, shared_1.createServiceClient)(proto_1.gitWorkerV1.EmbedInternalServiceDefinition, gitWorkerGrpcUrl, { deadlineMs });
    return { resolve: (url) => client.resolveEmbed({ url }) };
}
//# sourceMappingURL=git-worker.js.map