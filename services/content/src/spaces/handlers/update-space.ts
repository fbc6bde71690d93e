import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { defaultLevelFromRequest, editModeFromRequest, languageFromRequest } from '../../lib/enums';
import { MAX_REQUEST_ITEMS, ZEmoji, ZEnumValue, ZIconUrl, ZId, ZSpaceTitle } from '../../lib/validation';
import { spaceUpdater, type SpaceChanges } from '../commands/space-updater';
import { mergeRulesFromRequest } from '../merge-rules';
import { spaceRules } from '../policy';
import { presentOneSpace } from '../presenter';
import { loadSpace, spaceAccessOf } from '../load';

// GitBook's MergeRule: reviewers are user ids; a custom rule's expression is at most 1024 characters.
const ZMergeRule = z.object({
  rule: ZEnumValue,
  users: z.array(ZId).max(MAX_REQUEST_ITEMS),
  expression: z.string().max(1024).optional(),
});

const ZUpdateSpaceRequest = z.object({
  spaceId: ZId,
  title: ZSpaceTitle.optional(),
  editMode: ZEnumValue,
  defaultLevel: ZEnumValue,
  language: ZEnumValue,
  mergeRules: z.object({ type: ZEnumValue, rules: z.array(ZMergeRule).max(MAX_REQUEST_ITEMS) }).optional(),
  // google.protobuf.Value: a string sets, null removes, absent keeps.
  emoji: z.union([z.null(), ZEmoji]).optional(),
  icon: z.union([z.null(), ZIconUrl]).optional(),
});

type UpdateSpaceInput = z.infer<typeof ZUpdateSpaceRequest>;

/** The emoji/icon part of the request: GitBook's "Emoji", "Icon" or "Remove icon or emoji". */
function iconChanges({ emoji, icon }: UpdateSpaceInput): Pick<SpaceChanges, 'emoji' | 'iconUrl'> {
  // A space shows one or the other: setting one clears the other.
  if (typeof emoji === 'string') return { emoji: emoji || null, iconUrl: null };
  if (typeof icon === 'string') return { iconUrl: icon, emoji: null };
  return { ...(emoji === null && { emoji: null }), ...(icon === null && { iconUrl: null }) };
}

export async function updateSpace(
  ctx: ContentContext,
  request: contentV1.UpdateSpaceRequest,
  callContext: CallContext,
): Promise<contentV1.UpdateSpaceResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZUpdateSpaceRequest, request);
  const changes: SpaceChanges = { ...(input.title !== undefined && { title: input.title }), ...iconChanges(input) };
  const editMode = editModeFromRequest(input.editMode);
  if (editMode) changes.editMode = editMode;
  const defaultLevel = defaultLevelFromRequest(input.defaultLevel);
  if (defaultLevel) changes.defaultLevel = defaultLevel;
  const language = languageFromRequest(input.language);
  if (language) changes.language = language;
  const mergeRules = mergeRulesFromRequest(input.mergeRules);
  if (mergeRules) changes.mergeRules = mergeRules;

  const { space, access, viewer, tree } = await loadSpace(ctx, principal, input.spaceId);
  authorize(access, spaceRules.admin, 'Space');
  if (Object.keys(changes).length === 0) return { space: await presentOneSpace(ctx, space, access) };

  const updated = await spaceUpdater(ctx.db, { spaceId: space.id, changes, actorId: principal.userId });
  return { space: await presentOneSpace(ctx, updated, spaceAccessOf(viewer, tree, updated)) };
}
