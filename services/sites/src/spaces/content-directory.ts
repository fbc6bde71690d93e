import { contentV1 } from '@quire/proto';
import { createServiceClient, forwardMetadata, type CallContext } from '@quire/shared';
import type { SpaceDirectory } from './directory';

/**
 * SpaceDirectory over the content service's ListSpaces, until content serves the batched
 * GetSpaces rpc (docs/sites.md "What sites needs from content"). One ListSpaces call
 * (limit 1000) answers every response for organizations of up to 1000 spaces; larger ones
 * page on. Caveat of this interim: ListSpaces shows the caller's spaces only, so a
 * non-member reading a public site sees no embedded space.
 */
export function listSpacesDirectory(contentGrpcUrl: string, { deadlineMs }: { deadlineMs?: number } = {}): SpaceDirectory {
  const client = createServiceClient(contentV1.SpaceServiceDefinition, contentGrpcUrl, { deadlineMs });
  return {
    async getSpaces(organizationId, spaceIds, callContext: CallContext) {
      const wanted = new Set(spaceIds);
      const found = new Map<string, contentV1.Space>();
      let page: string | undefined;
      do {
        let response: contentV1.ListSpacesResponse;
        try {
          response = await client.listSpaces({ organizationId, page, limit: 1000 }, { metadata: forwardMetadata(callContext) });
        } catch (error) {
          // Not a member of the organization: no space is visible.
          if ((error as { code?: number }).code === 5) return found;
          throw error;
        }
        for (const space of response.items) if (wanted.has(space.id)) found.set(space.id, space);
        page = response.next?.page;
      } while (page && found.size < wanted.size);
      return found;
    },
  };
}
