"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_RECORDED_ERRORS = exports.ZStoredSpecError = exports.ZSpecSource = exports.MAX_DOCUMENT_BYTES = exports.MAX_SOURCE_TEXT_BYTES = exports.ZSpecSlug = void 0;
exports.storedErrorsOf = storedErrorsOf;
const zod_1 = require("zod");
/** GitBook "OpenAPISpecSlug". */
exports.ZSpecSlug = zod_1.z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters and digits, in words separated by single hyphens');
/** Largest source text, in UTF-8 bytes (what the worker also fetches at most from a URL). */
exports.MAX_SOURCE_TEXT_BYTES = 10 * 1024 * 1024;
/** Largest validated document the worker may record, as JSON (a YAML source grows a little as JSON). */
exports.MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;
/** GitBook "URL" (len ..2048). */
const MAX_URL_LENGTH = 2048;
function checkUrl(value, context) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        context.addIssue({ code: 'custom', path: ['url'], message: 'must be an absolute URL' });
        return value;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        context.addIssue({ code: 'custom', path: ['url'], message: 'must be an http or https URL' });
    }
    else if (url.username !== '' || url.password !== '') {
        // Credentials would have to be kept sealed and out of `sourceURL`; specs have no such store.
        context.addIssue({ code: 'custom', path: ['url'], message: 'must not contain credentials' });
    }
    return value;
}
/** GitBook "OpenAPISpecSource": exactly one of `url` (http or https) and `text` (1 byte to 10 MiB). */
exports.ZSpecSource = zod_1.z
    .object({ url: zod_1.z.string().max(MAX_URL_LENGTH).optional(), text: zod_1.z.string().optional() }, { error: 'is required' })
    .transform((source, context) => {
    if ((source.url === undefined) === (source.text === undefined)) {
        context.addIssue({ code: 'custom', message: 'must have exactly one of "url" and "text"' });
        return zod_1.z.NEVER;
    }
    if (source.url !== undefined)
        return { kind: 'url', url: checkUrl(source.url, context) };
    const text = source.text ?? '';
    if (text.length === 0)
        context.addIssue({ code: 'custom', path: ['text'], message: 'must not be empty' });
    else if (Buffer.byteLength(text, 'utf8') > exports.MAX_SOURCE_TEXT_BYTES) {
        context.addIssue({ code: 'custom', path: ['text'], message: `must be at most ${exports.MAX_SOURCE_TEXT_BYTES} bytes` });
    }
    return { kind: 'text', text };
});
/**
 * A problem of a version as stored (`errors`, `last_processed_errors`): the worker's message,
 * a code, and where it is (JSON pointer or the validator's path; 1-based line and column, 0
 * when unknown).
 */
exports.ZStoredSpecError = zod_1.z.object({
    message: zod_1.z.string().min(1).max(2000),
    code: zod_1.z.string().max(64),
    pointer: zod_1.z.string().max(2048),
    line: zod_1.z.number().int().min(0),
    column: zod_1.z.number().int().min(0),
});
/** Errors one version may record. */
exports.MAX_RECORDED_ERRORS = 100;
const ZStoredSpecErrors = zod_1.z.array(exports.ZStoredSpecError);
/** The stored errors of a JSON column (written by this service only; anything else reads as none). */
function storedErrorsOf(value) {
    const parsed = ZStoredSpecErrors.safeParse(value);
    return parsed.success ? parsed.data : [];
}
//# sourceMappingURL=validation.js.map