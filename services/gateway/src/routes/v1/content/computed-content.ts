import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam } from '../schemas';

/** quire.content.v1.ComputedContentService (proto/quire/content/v1/computed_content.proto). */

const RPC = 'quire.content.v1.ComputedContentService';

/**
 * GitBook "ComputedContentSourceDocument" / "ComputedContentSourceRevision": `type`, `props` and
 * `dependencies`, checked here only as an object of that form. Content checks each type's
 * members and answers a type it does not compute (`builtin:translation`, integration sources)
 * with a 400 naming it, so the type is not narrowed here.
 */
const ZComputedContentSource = z.looseObject({
  type: z.string().min(1).max(200),
  props: z.record(z.string().max(256), z.unknown()),
  dependencies: z.record(z.string().max(256), z.unknown()).optional(),
});

/** "Seed to use for the generation of IDs"; Quire's limit is 1024 characters. */
const ZSeed = z.string().max(1024);

export const computedContentRoutes = defineRoutes([
  {
    // A read sent as POST: nothing is stored.
    operationId: 'getComputedDocument',
    method: 'post',
    path: '/spaces/:spaceId/content/computed/document',
    rpc: `${RPC}/GetComputedDocument`,
    params: z.object({ spaceId: idParam }),
    query: z.object({ schema: z.enum(['current', 'next']).optional() }),
    body: z.object({ source: ZComputedContentSource, seed: ZSeed }),
    responseField: 'document',
    status: 200,
    summary: 'Get a space computed document',
  },
  {
    operationId: 'getComputedRevision',
    method: 'post',
    path: '/spaces/:spaceId/content/computed/revision',
    rpc: `${RPC}/GetComputedRevision`,
    params: z.object({ spaceId: idParam }),
    body: z.object({ source: ZComputedContentSource, seed: ZSeed }),
    status: 200,
    summary: 'Get a space computed revision',
  },
]);
