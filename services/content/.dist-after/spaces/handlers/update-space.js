"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateSpace = updateSpace;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const enums_1 = require("../../lib/enums");
const validation_1 = require("../../lib/validation");
const space_updater_1 = require("../commands/space-updater");
const merge_rules_1 = require("../merge-rules");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../load");
// GitBook's MergeRule: reviewers are user ids; a custom rule's expression is at most 1024 characters.
const ZMergeRule = zod_1.z.object({
    rule: validation_1.ZEnumValue,
    users: zod_1.z.array(validation_1.ZId).max(validation_1.MAX_REQUEST_ITEMS),
    expression: zod_1.z.string().max(1024).optional(),
});
const ZUpdateSpaceRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    title: validation_1.ZSpaceTitle.optional(),
    editMode: validation_1.ZEnumValue,
    defaultLevel: validation_1.ZEnumValue,
    language: validation_1.ZEnumValue,
    mergeRules: zod_1.z.object({ type: validation_1.ZEnumValue, rules: zod_1.z.array(ZMergeRule).max(validation_1.MAX_REQUEST_ITEMS) }).optional(),
    // google.protobuf.Value: a string sets, null removes, absent keeps.
    emoji: zod_1.z.union([zod_1.z.null(), validation_1.ZEmoji]).optional(),
    icon: zod_1.z.union([zod_1.z.null(), validation_1.ZIconUrl]).optional(),
});
/** The emoji/icon part of the request: GitBook's "Emoji", "Icon" or "Remove icon or emoji". */
function iconChanges({ emoji, icon }) {
    // A space shows one or the other: setting one clears the other.
    if (typeof emoji === 'string')
        return { emoji: emoji || null, iconUrl: null };
    if (typeof icon === 'string')
        return { iconUrl: icon, emoji: null };
    return { ...(emoji === null && { emoji: null }), ...(icon === null && { iconUrl: null }) };
}
async function updateSpace(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateSpaceRequest, request);
    const changes = { ...(input.title !== undefined && { title: input.title }), ...iconChanges(input) };
    const editMode = (0, enums_1.editModeFromRequest)(input.editMode);
    if (editMode)
        changes.editMode = editMode;
    const defaultLevel = (0, enums_1.defaultLevelFromRequest)(input.defaultLevel);
    if (defaultLevel)
        changes.defaultLevel = defaultLevel;
    const language = (0, enums_1.languageFromRequest)(input.language);
    if (language)
        changes.language = language;
    const mergeRules = (0, merge_rules_1.mergeRulesFromRequest)(input.mergeRules);
    if (mergeRules)
        changes.mergeRules = mergeRules;
    const { space, access, viewer, tree } = await (0, load_1.loadSpace)(ctx, principal, input.spaceId);
    (0, policy_1.authorize)(access, policy_2.spaceRules.admin, 'Space');
    if (Object.keys(changes).length === 0)
        return { space: await (0, presenter_1.presentOneSpace)(ctx, space, access) };
    const updated = await (0, space_updater_1.spaceUpdater)(ctx.db, { spaceId: space.id, changes, actorId: principal.userId });
    return { space: await (0, presenter_1.presentOneSpace)(ctx, updated, (0, load_1.spaceAccessOf)(viewer, tree, updated)) };
}
//# sourceMappingURL=update-space.js.map