"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_CONTENT_TYPE = exports.ZFileName = void 0;
exports.mediaTypeOf = mediaTypeOf;
const zod_1 = require("zod");
/** A file name: 1..255 characters, no slash, backslash or control character. */
exports.ZFileName = zod_1.z
    .string()
    .min(1)
    .max(255)
    .regex(/^[^/\\\u0000-\u001f\u007f]+$/, 'must not contain slashes or control characters')
    .refine((name) => name !== '.' && name !== '..', 'must not be "." or ".."');
const TOKEN = "[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}";
const MEDIA_TYPE = new RegExp(`^(${TOKEN})/(${TOKEN})$`);
exports.DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/**
 * The media type of an upload: the request's Content-Type without its parameters,
 * lower-cased; application/octet-stream when none was sent; undefined when it is not a
 * `type/subtype` (RFC 6838 names).
 */
function mediaTypeOf(header) {
    const essence = header.split(';')[0].trim().toLowerCase();
    if (essence === '')
        return exports.DEFAULT_CONTENT_TYPE;
    return MEDIA_TYPE.test(essence) ? essence : undefined;
}
//# sourceMappingURL=schemas.js.map