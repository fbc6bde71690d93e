"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.legacyInstallationRemover = legacyInstallationRemover;
const events_1 = require("../../lib/events");
/**
 * Removes a space's legacy Git installation (`installationProvider: github-legacy`), with its
 * row locked so that two removals agree on which one removed it. Answers whether there was one.
 */
function legacyInstallationRemover(db, input) {
    return db.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw `
      SELECT installation_provider::text FROM space_git_sync WHERE space_id = ${input.spaceId} FOR UPDATE`;
        if (row?.installation_provider !== 'github-legacy')
            return false;
        await tx.spaceGitSync.update({
            where: { spaceId: input.spaceId },
            data: { provider: null, installationProvider: null, url: null, repoName: null, integration: null, updatedAt: new Date() },
        });
        await (0, events_1.recordEvent)(tx, 'git-sync', 'legacy-removed', {
            aggregateId: input.spaceId,
            organizationId: input.organizationId,
            data: { spaceId: input.spaceId, actorId: input.actorId },
        });
        return true;
    });
}
//# sourceMappingURL=legacy-installation-remover.js.map