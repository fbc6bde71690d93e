"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getEmbedByUrl = getEmbedByUrl;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const load_1 = require("../../spaces/load");
const policy_2 = require("../../spaces/policy");
const presenter_1 = require("../presenter");
const url_1 = require("../url");
const ZGetEmbedByUrlRequest = zod_1.z.object({ spaceId: validation_1.ZId, url: zod_1.z.string() });
/**
 * getEmbedByUrlInSpace: the embed of an outside URL, for someone who may read the space
 * (published sites' readers included: their pages show embeds). Access and the URL are checked
 * here, before anything leaves the process; the git-worker fetches the URL through its egress
 * guard and caches the answer (docs/outside-sources.md "Embeds").
 */
async function getEmbedByUrl(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetEmbedByUrlRequest, request);
    const { access } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId, { publishedRead: true });
    (0, policy_1.authorize)(access, policy_2.spaceRules.view, 'Space');
    const url = (0, url_1.checkEmbedUrl)(input.url);
    return { embed: (0, presenter_1.presentEmbed)(await ctx.embeds.resolve(url)) };
}
//# sourceMappingURL=get-embed-by-url.js.map