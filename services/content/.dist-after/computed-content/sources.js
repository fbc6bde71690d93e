"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZSeed = exports.OPENAPI_SOURCE = void 0;
exports.parseDocumentSource = parseDocumentSource;
exports.parseRevisionSource = parseRevisionSource;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../openapi-specs/validation");
// The computed content sources of the contract ("ComputedContentSourceDocument" and
// "ComputedContentSourceRevision"). Quire computes `builtin:openapi`; `builtin:translation` and
// integration sources (`integration:<integration>:<source>`) are contract-valid but refused
// by name, before anything is loaded.
exports.OPENAPI_SOURCE = 'builtin:openapi';
/** "Seed to use for the generation of IDs": any string; Quire's limit is 1024 characters. */
exports.ZSeed = zod_1.z.string().max(1024);
/** `dependencies.spec`: `{ ref: ContentRefOpenAPI }`, or the same resolved (`value`, which Quire reads again itself). */
const ZSpecDependency = zod_1.z.object({
    ref: zod_1.z.object({ kind: zod_1.z.literal('openapi'), spec: validation_1.ZSpecSlug }),
    value: zod_1.z.unknown().optional(),
});
const ZOpenAPIDependencies = zod_1.z.object({ spec: ZSpecDependency });
const ZDocumentProps = zod_1.z.union([
    zod_1.z.object({ doc: zod_1.z.literal('models') }),
    zod_1.z.object({ doc: zod_1.z.enum(['operations', 'info']), page: zod_1.z.string().min(1).max(1000) }),
]);
const ZOpenAPIDocumentSource = zod_1.z.object({ type: zod_1.z.literal(exports.OPENAPI_SOURCE), dependencies: ZOpenAPIDependencies, props: ZDocumentProps });
const ZOpenAPIRevisionSource = zod_1.z.object({ type: zod_1.z.literal(exports.OPENAPI_SOURCE), dependencies: ZOpenAPIDependencies, props: zod_1.z.object({ models: zod_1.z.boolean() }) });
const INTEGRATION_SOURCE = /^integration:[^:]+:[^:]+$/;
/**
 * The source's `type`, refused unless Quire computes it: 400 naming the type. A translation or
 * an integration source is a valid source of the contract that Quire has no computation for.
 */
function checkType(source) {
    const type = typeof source === 'object' && source !== null && !Array.isArray(source) ? source.type : undefined;
    if (source === undefined || source === null)
        throw (0, shared_1.invalidArgument)('source: required');
    if (typeof type !== 'string')
        throw (0, shared_1.invalidArgument)('source.type: required: "builtin:openapi"');
    if (type === exports.OPENAPI_SOURCE)
        return;
    const shown = JSON.stringify(type.slice(0, 200));
    if (type === 'builtin:translation' || INTEGRATION_SOURCE.test(type)) {
        throw (0, shared_1.invalidArgument)(`source.type: computed content of type ${shown} is not supported by Quire: it computes "builtin:openapi" sources only`);
    }
    throw (0, shared_1.invalidArgument)(`source.type: ${shown} is not a computed content source type ("builtin:openapi", "builtin:translation" or "integration:<integration>:<source>")`);
}
/** The `"<field>: <reason>"` message of the first problem, as parseRequest words them. */
function parsed(schema, source) {
    const result = schema.safeParse(source);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const path = ['source', ...issue.path.map(String)].join('.');
    const message = issue.code === 'invalid_union' ? 'must be {"doc":"models"} or {"doc":"operations"|"info","page":"<tag>"}' : issue.message;
    throw (0, shared_1.invalidArgument)(`${path}: ${message}`);
}
function parseDocumentSource(source) {
    checkType(source);
    return parsed(ZOpenAPIDocumentSource, source);
}
function parseRevisionSource(source) {
    checkType(source);
    return parsed(ZOpenAPIRevisionSource, source);
}
//# sourceMappingURL=sources.js.map