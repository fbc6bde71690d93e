import type { contentV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';

/**
 * The spaces site spaces embed, read from the content service. Every response that embeds
 * spaces makes exactly one `getSpaces` call for all of them (never one per site space).
 *
 * Answers the requested spaces that exist, are not deleted and belong to `organizationId`,
 * presented with the permissions of the caller in `callContext` (its principal is forwarded);
 * unknown, deleted and other organizations' spaces, and those the caller may not read, are
 * simply missing from the map. With `publishedSiteReader` (the caller was found to be a reader
 * of a published site embedding these spaces), every live space of the organization is
 * answered, with at least a reader's permissions.
 */
export type SpaceDirectory = {
  getSpaces(
    organizationId: string,
    spaceIds: string[],
    callContext: CallContext,
    options?: { publishedSiteReader?: boolean },
  ): Promise<Map<string, contentV1.Space>>;
};
