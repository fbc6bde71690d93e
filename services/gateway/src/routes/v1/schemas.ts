import { z } from 'zod';

/**
 * Zod schemas shared by the route rows of several areas: the contract's enums and field
 * schemas (named after its components), and the caps on lists. Every string and every array
 * a request can carry is bounded here or in its row, so that one request cannot ask a
 * service for unbounded work; the contract gives few limits, the others are ours and
 * documented in docs/gateway.md ("Input limits").
 */

/** Largest list of users one team-membership request may carry: the largest page size, identity's limit too. */
export const MAX_LIST_ITEMS = 1000;

export const idParam = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/** Query parameters shared by every keyset-paginated list. */
export const paginationQuery = {
  page: z.string().min(1).max(512).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
};

/** Boolean query parameter as sent in a URL ("true"/"false"). */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A free-text filter in a query string (search, title). */
export const ZSearchText = z.string().max(255);

/** An email address (RFC 5321 paths are at most 320 characters). */
export const ZEmail = z.email().max(320);

/** A user named by id or by email (team member lists). */
export const ZUserIdOrEmail = z.string().min(1).max(320);

/** GitBook "MemberRole". */
export const ZMemberRole = z.enum(['admin', 'create', 'edit', 'review', 'comment', 'read']);
/** GitBook "MemberRoleOrGuest": a role, or null for guests. */
export const ZMemberRoleOrGuest = ZMemberRole.nullable();
/** GitBook "DefaultLevel": a role, null, or "inherit". */
export const ZDefaultLevel = z.union([ZMemberRole, z.literal('inherit')]).nullable();
/** GitBook "TeamMemberRole". */
export const ZTeamMemberRole = z.enum(['owner', 'member']);

/** GitBook "OrganizationTitle". */
export const ZOrganizationTitle = z.string().min(2).max(255);
/** GitBook "OrganizationHostname". */
export const ZOrganizationHostname = z.string().min(3).max(32);
/** GitBook "OrganizationEmailDomains" (no contract cap; ours: 100 domains of at most 253 characters). */
export const ZEmailDomains = z.array(z.string().min(1).max(253)).max(100);
/** GitBook "OrganizationTeamTitle". */
export const ZTeamTitle = z.string().min(1).max(64);
/** GitBook "CollectionTitle" / "CollectionDescription". */
export const ZCollectionTitle = z.string().max(50);
export const ZCollectionDescription = z.string().min(0).max(100);
/** GitBook "SpaceTitle", "Emoji", "URL", "SpaceEditMode". */
export const ZSpaceTitle = z.string().max(50);
export const ZEmoji = z.string().max(50);
export const ZUrl = z.url().max(2048);
export const ZSpaceEditMode = z.enum(['live', 'locked']);
/** GitBook "TranslationLanguage". */
export const ZTranslationLanguage = z.enum([
  'en', 'fr', 'de', 'es', 'it', 'pt', 'pt-br', 'ru', 'ja', 'zh', 'yue', 'ko', 'ar', 'hi', 'nl', 'pl', 'tr', 'sv', 'no',
  'da', 'fi', 'el', 'cs', 'hu', 'ro', 'th', 'vi', 'id', 'ms', 'he', 'uk', 'sk', 'bg', 'hr', 'lt', 'lv', 'et', 'sl',
]);

/** GitBook "ContentPosition": next to a sibling space or collection. */
const ZContentPointer = z.union([
  z.object({ type: z.literal('space'), space: idParam }),
  z.object({ type: z.literal('collection'), collection: idParam }),
]);
export const ZContentPosition = z.object({ before: ZContentPointer.optional(), after: ZContentPointer.optional() });

/**
 * Teams or users in one collection invitation, rules in a merge-rules configuration and users
 * in one rule: the content service's limit, which it checks again.
 */
export const MAX_GRANT_ITEMS = 100;

/** A list of ids, at least one (contract `minItems: 1`) and at most MAX_GRANT_ITEMS. */
export const ZIdList = z.array(idParam).min(1).max(MAX_GRANT_ITEMS);

/** GitBook "MergeRule" (users: at most MAX_GRANT_ITEMS; expression: the contract's 1024). */
const ZMergeRule = z.union([
  z.object({
    rule: z.enum(['require_specific_reviewers', 'require_one_of_specific_reviewers', 'allow_bypass']),
    users: z.array(idParam).max(MAX_GRANT_ITEMS),
  }),
  z.object({
    rule: z.enum([
      'require_at_least_one_review',
      'require_all_reviews_approved',
      'require_agent_review',
      'require_up_to_date_change_request',
      'require_change_request_subject',
      'require_change_request_description',
    ]),
  }),
  z.object({ rule: z.literal('custom'), expression: z.string().min(0).max(1024) }),
]);
/** GitBook "MergeRulesSpaceConfiguration" (at most MAX_GRANT_ITEMS rules). */
export const ZMergeRules = z.union([
  z.object({ type: z.literal('inherit') }),
  z.object({ type: z.literal('rules'), rules: z.array(ZMergeRule).max(MAX_GRANT_ITEMS) }),
  z.object({ type: z.literal('none') }),
]);

/** The content reads' controls: `metadata` (false: no Git metadata) and `computed` (false: no computed content). */
export const contentReadQuery = { metadata: booleanQuery.optional(), computed: booleanQuery.optional() };

/** GitBook "ContentRef" (ids and anchors 256 characters, URLs 2048: ours). */
const ZRef = z.string().min(1).max(256);
export const ZContentRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), file: ZRef }),
  z.object({ kind: z.literal('url'), url: z.string().min(1).max(2048) }),
  z.object({ kind: z.literal('page'), page: ZRef, space: ZRef.optional() }),
  z.object({ kind: z.literal('anchor'), anchor: ZRef, space: ZRef.optional(), page: ZRef.optional() }),
  z.object({ kind: z.literal('user'), user: ZRef }),
  z.object({ kind: z.literal('collection'), collection: ZRef }),
  z.object({ kind: z.literal('space'), space: ZRef }),
  z.object({ kind: z.literal('reusable-content'), reusableContent: ZRef, space: ZRef.optional() }),
  z.object({ kind: z.literal('openapi'), spec: ZRef }),
]);
