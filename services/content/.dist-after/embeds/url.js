"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkEmbedUrl = checkEmbedUrl;
const shared_1 = require("@quire/shared");
/** The URL to embed (as given), or INVALID_ARGUMENT saying why not (parseEmbedUrl's rules). */
function checkEmbedUrl(raw) {
    const parsed = (0, shared_1.parseEmbedUrl)(raw);
    if ('problem' in parsed)
        throw (0, shared_1.invalidArgument)(parsed.problem);
    return raw;
}
//# sourceMappingURL=url.js.map