"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ZStoredMergeRules = void 0;
exports.presentMergeRules = presentMergeRules;
exports.mergeRulesFromRequest = mergeRulesFromRequest;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const { MergeRulesType, MergeRuleKind } = proto_1.contentV1;
/** Stored as GitBook's JSON ("MergeRulesSpaceConfiguration"). */
exports.ZStoredMergeRules = zod_1.z.object({
    type: zod_1.z.enum(['inherit', 'rules', 'none']),
    rules: zod_1.z
        .array(zod_1.z.object({ rule: zod_1.z.string(), users: zod_1.z.array(zod_1.z.string()).optional(), expression: zod_1.z.string().optional() }))
        .optional(),
});
const TYPES = (0, shared_1.enumMapping)({
    inherit: MergeRulesType.MERGE_RULES_TYPE_INHERIT,
    rules: MergeRulesType.MERGE_RULES_TYPE_RULES,
    none: MergeRulesType.MERGE_RULES_TYPE_NONE,
});
/** MERGE_RULE_KIND_ALLOW_BYPASS <-> "allow_bypass" (the JSON value keeps GitBook's underscores). */
const ruleName = (kind) => kind === MergeRuleKind.MERGE_RULE_KIND_UNSPECIFIED ? undefined : MergeRuleKind[kind]?.replace(/^MERGE_RULE_KIND_/, '').toLowerCase();
const ruleKind = (name) => MergeRuleKind[`MERGE_RULE_KIND_${name.toUpperCase()}`] ??
    MergeRuleKind.MERGE_RULE_KIND_UNSPECIFIED;
function presentMergeRules(stored) {
    const parsed = exports.ZStoredMergeRules.safeParse(stored);
    const rules = parsed.success ? parsed.data : { type: 'inherit' };
    return {
        type: TYPES.toProto[rules.type],
        rules: (rules.rules ?? []).map((rule) => ({
            rule: ruleKind(rule.rule),
            users: rule.users ?? [],
            expression: rule.expression,
        })),
    };
}
/** The JSON to store for a request's merge rules; undefined when the request has none. */
function mergeRulesFromRequest(request) {
    if (!request || request.type === MergeRulesType.MERGE_RULES_TYPE_UNSPECIFIED)
        return undefined;
    const type = TYPES.fromProto.get(request.type) ?? 'inherit';
    if (type !== 'rules')
        return { type };
    return {
        type,
        rules: request.rules.flatMap((rule) => {
            const name = ruleName(rule.rule);
            if (!name)
                return [];
            return [
                {
                    rule: name,
                    ...(['require_specific_reviewers', 'require_one_of_specific_reviewers', 'allow_bypass'].includes(name) && { users: rule.users }),
                    ...(name === 'custom' && { expression: rule.expression ?? '' }),
                },
            ];
        }),
    };
}
//# sourceMappingURL=merge-rules.js.map