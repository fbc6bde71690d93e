import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { createSpace } from './handlers/create-space';
import { deleteSpace } from './handlers/delete-space';
import { duplicateSpace } from './handlers/duplicate-space';
import { getSpace } from './handlers/get-space';
import { listMemberSpaces } from './handlers/list-member-spaces';
import { listSpaces } from './handlers/list-spaces';
import { moveSpace } from './handlers/move-space';
import { restoreSpace } from './handlers/restore-space';
import { transferSpace } from './handlers/transfer-space';
import { updateSpace } from './handlers/update-space';

/** SpaceService (proto/quire/content/v1/space.proto). */
export function spaceService(ctx: ContentContext): contentV1.SpaceServiceImplementation {
  return {
    listSpaces: (request, callContext) => listSpaces(ctx, request, callContext),
    createSpace: (request, callContext) => createSpace(ctx, request, callContext),
    listMemberSpaces: (request, callContext) => listMemberSpaces(ctx, request, callContext),
    getSpace: (request, callContext) => getSpace(ctx, request, callContext),
    updateSpace: (request, callContext) => updateSpace(ctx, request, callContext),
    deleteSpace: (request, callContext) => deleteSpace(ctx, request, callContext),
    duplicateSpace: (request, callContext) => duplicateSpace(ctx, request, callContext),
    restoreSpace: (request, callContext) => restoreSpace(ctx, request, callContext),
    moveSpace: (request, callContext) => moveSpace(ctx, request, callContext),
    transferSpace: (request, callContext) => transferSpace(ctx, request, callContext),
  };
}
