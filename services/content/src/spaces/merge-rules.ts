import { contentV1 } from '@quire/proto';
import { enumMapping } from '@quire/shared';
import { z } from 'zod';

const { MergeRulesType, MergeRuleKind } = contentV1;

/** Stored as GitBook's JSON ("MergeRulesSpaceConfiguration"). */
export const ZStoredMergeRules = z.object({
  type: z.enum(['inherit', 'rules', 'none']),
  rules: z
    .array(z.object({ rule: z.string(), users: z.array(z.string()).optional(), expression: z.string().optional() }))
    .optional(),
});
export type StoredMergeRules = z.infer<typeof ZStoredMergeRules>;

const TYPES = enumMapping<StoredMergeRules['type'], contentV1.MergeRulesType>({
  inherit: MergeRulesType.MERGE_RULES_TYPE_INHERIT,
  rules: MergeRulesType.MERGE_RULES_TYPE_RULES,
  none: MergeRulesType.MERGE_RULES_TYPE_NONE,
});

/** MERGE_RULE_KIND_ALLOW_BYPASS <-> "allow_bypass" (the JSON value keeps GitBook's underscores). */
const ruleName = (kind: contentV1.MergeRuleKind): string | undefined =>
  kind === MergeRuleKind.MERGE_RULE_KIND_UNSPECIFIED ? undefined : MergeRuleKind[kind]?.replace(/^MERGE_RULE_KIND_/, '').toLowerCase();

const ruleKind = (name: string): contentV1.MergeRuleKind =>
  (MergeRuleKind as unknown as Record<string, number>)[`MERGE_RULE_KIND_${name.toUpperCase()}`] ??
  MergeRuleKind.MERGE_RULE_KIND_UNSPECIFIED;

export function presentMergeRules(stored: unknown): contentV1.MergeRulesConfiguration {
  const parsed = ZStoredMergeRules.safeParse(stored);
  const rules: StoredMergeRules = parsed.success ? parsed.data : { type: 'inherit' };
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
export function mergeRulesFromRequest(
  request: { type: number; rules: { rule: number; users: string[]; expression?: string }[] } | undefined,
): StoredMergeRules | undefined {
  if (!request || request.type === MergeRulesType.MERGE_RULES_TYPE_UNSPECIFIED) return undefined;
  const type = TYPES.fromProto.get(request.type) ?? 'inherit';
  if (type !== 'rules') return { type };
  return {
    type,
    rules: request.rules.flatMap((rule) => {
      const name = ruleName(rule.rule);
      if (!name) return [];
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
