"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.slugTaken = void 0;
exports.specCreator = specCreator;
const shared_1 = require("@quire/shared");
const db_1 = require("../../db");
const events_1 = require("../../lib/events");
const version_adder_1 = require("./version-adder");
const slugTaken = () => (0, shared_1.invalidArgument)('slug: an OpenAPI specification with this slug already exists in the organization');
exports.slugTaken = slugTaken;
const isUniqueViolation = (error) => error instanceof db_1.Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
/**
 * Creates a spec with its first version. The unique (organization, slug) index decides between
 * concurrent creations: the loser's transaction fails on it and answers 400, as the contract
 * declares no other error for POST.
 */
async function specCreator(db, input) {
    try {
        return await db.$transaction(async (tx) => {
            const spec = await tx.openAPISpec.create({
                data: { id: (0, shared_1.newId)(), organizationId: input.organizationId, slug: input.slug },
                select: { id: true, organizationId: true, versionCount: true },
            });
            const created = await (0, version_adder_1.addVersion)(tx, spec, input.source);
            await (0, events_1.recordEvent)(tx, 'openapi-spec', 'created', {
                aggregateId: spec.id,
                organizationId: spec.organizationId,
                data: { id: spec.id, slug: input.slug, versionId: created.lastVersionId, actorId: input.actorId },
            });
            return created;
        });
    }
    catch (error) {
        if (isUniqueViolation(error))
            throw (0, exports.slugTaken)();
        throw error;
    }
}
//# sourceMappingURL=spec-creator.js.map