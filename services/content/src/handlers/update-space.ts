import type { contentV1 } from '@quire/proto';
import { getPrincipal, type CallContext } from '@quire/shared';
import { updateSpace as updateSpaceCommand, type SpaceChanges } from '../commands/space-updater';
import type { ContentContext } from '../context';
import { authorize } from '../policies/access';
import { spaceRules } from '../policies/space';
import { defaultLevelFromRequest, editModeFromRequest, languageFromRequest } from '../presenters/levels';
import { mergeRulesFromRequest } from '../presenters/merge-rules';
import { parseField, ZEmoji, ZIconUrl, ZSpaceTitle } from '../validation';
import { loadSpace, presentOneSpace, spaceAccessOf } from './load';

/** The emoji/icon part of the request: GitBook's "Emoji", "Icon" or "Remove icon or emoji". */
function iconChanges(request: contentV1.UpdateSpaceRequest): Pick<SpaceChanges, 'emoji' | 'iconUrl'> {
  const emoji = request.emoji === undefined || request.emoji === null ? request.emoji : parseField(ZEmoji, request.emoji, 'emoji');
  const icon = request.icon === undefined || request.icon === null ? request.icon : parseField(ZIconUrl, request.icon, 'icon');
  // A space shows one or the other: setting one clears the other.
  if (typeof emoji === 'string') return { emoji: emoji || null, iconUrl: null };
  if (typeof icon === 'string') return { iconUrl: icon, emoji: null };
  return { ...(emoji === null && { emoji: null }), ...(icon === null && { iconUrl: null }) };
}

export async function updateSpace(
  ctx: ContentContext,
  request: contentV1.UpdateSpaceRequest,
  context: CallContext,
): Promise<contentV1.UpdateSpaceResponse> {
  const principal = getPrincipal(context);
  const changes: SpaceChanges = {
    ...(request.title !== undefined && { title: parseField(ZSpaceTitle, request.title, 'title') }),
    ...iconChanges(request),
  };
  const editMode = editModeFromRequest(request.editMode);
  if (editMode) changes.editMode = editMode;
  const defaultLevel = defaultLevelFromRequest(request.defaultLevel);
  if (defaultLevel) changes.defaultLevel = defaultLevel;
  const language = languageFromRequest(request.language);
  if (language) changes.language = language;
  const mergeRules = mergeRulesFromRequest(request.mergeRules);
  if (mergeRules) changes.mergeRules = mergeRules;

  const { space, access, viewer, tree } = await loadSpace(ctx, principal, request.spaceId);
  authorize(access, spaceRules.admin, 'Space');
  if (Object.keys(changes).length === 0) return { space: await presentOneSpace(ctx, space, access) };

  const updated = await updateSpaceCommand(ctx.db, { spaceId: space.id, changes, actorId: principal.userId });
  return { space: await presentOneSpace(ctx, updated, spaceAccessOf(viewer, tree, updated)) };
}
