"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.recordSpecVersionResult = recordSpecVersionResult;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const version_result_recorder_1 = require("../commands/version-result-recorder");
const presenter_1 = require("../presenter");
const validation_2 = require("../validation");
const ZRecordSpecVersionResultRequest = zod_1.z
    .object({
    versionId: validation_1.ZId,
    ok: zod_1.z.boolean(),
    errorCode: zod_1.z.number().int(),
    errors: zod_1.z.array(validation_2.ZStoredSpecError).max(validation_2.MAX_RECORDED_ERRORS),
    document: zod_1.z.string(),
    openapiVersion: zod_1.z.string().max(32),
})
    .transform((request, context) => {
    if (request.ok) {
        if (Buffer.byteLength(request.document, 'utf8') > validation_2.MAX_DOCUMENT_BYTES) {
            context.addIssue({ code: 'custom', path: ['document'], message: `must be at most ${validation_2.MAX_DOCUMENT_BYTES} bytes` });
            return zod_1.z.NEVER;
        }
        if (!isJsonObject(request.document)) {
            context.addIssue({ code: 'custom', path: ['document'], message: 'must be a JSON object' });
            return zod_1.z.NEVER;
        }
        if (!/^3\.[01]\.\d+/.test(request.openapiVersion)) {
            context.addIssue({ code: 'custom', path: ['openapiVersion'], message: 'must be an OpenAPI 3.0 or 3.1 version' });
            return zod_1.z.NEVER;
        }
        return { versionId: request.versionId, ok: true, document: request.document, openapiVersion: request.openapiVersion, errors: request.errors };
    }
    const errorCode = Object.keys(presenter_1.ERROR_CODE).find((code) => presenter_1.ERROR_CODE[code] === request.errorCode);
    if (!errorCode) {
        context.addIssue({ code: 'custom', path: ['errorCode'], message: 'must be set when the version is not ok' });
        return zod_1.z.NEVER;
    }
    return { versionId: request.versionId, ok: false, errorCode, errors: request.errors };
});
function isJsonObject(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value);
    }
    catch {
        return false;
    }
}
/** For the git-worker: a version's outcome (see versionResultRecorder). Takes no principal. */
async function recordSpecVersionResult(ctx, request, _callContext) {
    const result = (0, shared_1.parseRequest)(ZRecordSpecVersionResultRequest, request);
    const recorded = await (0, version_result_recorder_1.versionResultRecorder)(ctx.db, result);
    if (!recorded)
        throw (0, shared_1.notFound)('No such OpenAPI specification version');
    return recorded;
}
//# sourceMappingURL=record-spec-version-result.js.map