"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentEmbed = presentEmbed;
const proto_1 = require("@quire/proto");
/**
 * GitBook's `Embed`: `{type: "link", title, site, icon?}` or `{type: "rich", html, ...}`.
 * Exactly one of the contract's variants: `html` only on `rich` (the `integration` variant
 * needs an integration unfurling URLs, which Quire does not run).
 */
function presentEmbed(resolved) {
    const common = { title: resolved.title, site: resolved.site, icon: resolved.icon };
    if (resolved.kind === proto_1.gitWorkerV1.EmbedKind.EMBED_KIND_RICH && resolved.html)
        return { type: 'rich', ...common, html: resolved.html };
    return { type: 'link', ...common, html: undefined };
}
//# sourceMappingURL=presenter.js.map