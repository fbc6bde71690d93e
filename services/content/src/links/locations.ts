import type { Metadata } from 'nice-grpc';
import { contentV1, type identityV1 } from '@quire/proto';
import type { Level } from '../access/policy';
import { presentCollection } from '../collections/presenter';
import type { ContentContext } from '../context';
import { presentFile } from '../files/presenter';
import { presentPage } from '../pages/presenter';
import { presentSpec } from '../openapi-specs/presenter';
import { getBodies } from '../revision-store/bodies';
import { presentSpaces } from '../spaces/presenter';
import type { SpaceRow } from '../spaces/queries';
import type { LinkTarget } from './resolve';

const { ContentLocationKind: Kind } = contentV1;

/**
 * GitBook "ContentLocation" objects. Every variant but `url` embeds its full Organization
 * (identity's, with the caller's permissions) and pages and files their full Space, so a
 * response fetches what its locations embed once: one GetOrganizations call, one presentSpaces
 * (two count queries), one read of the page bodies.
 *
 * A page location holds the page alone: its `pages` are not expanded. A location names one
 * page; a section's whole subtree, Markdown included, in every item of a list would make the
 * response grow with the section instead of with the page of results.
 */
export type LocationPresenter = {
  present(location: LinkTarget): contentV1.ContentLocation;
  /** About how many bytes a location takes once presented (Markdown included), for the response budget. */
  sizeOf(location: LinkTarget): number;
};

/** Bytes of a location besides a page's Markdown (its organization, space, page fields). */
const LOCATION_OVERHEAD_BYTES = 4096;

const organizationOf = (location: LinkTarget): string | undefined => {
  switch (location.kind) {
    case 'page':
    case 'file':
      return location.view.space.organizationId;
    case 'space':
      return location.space.organizationId;
    case 'collection':
      return location.collection.organizationId;
    case 'openapi':
      return location.spec.organizationId;
    case 'url':
      return undefined;
  }
};

export async function locationPresenter(
  ctx: ContentContext,
  viewerId: string,
  metadata: Metadata,
  locations: Iterable<LinkTarget>,
): Promise<LocationPresenter> {
  const organizationIds = new Set<string>();
  const spaces = new Map<string, { row: SpaceRow; access: Level | null }>();
  const bodyHashes = new Set<string>();
  for (const location of locations) {
    const organizationId = organizationOf(location);
    if (organizationId !== undefined) organizationIds.add(organizationId);
    if (location.kind === 'page' || location.kind === 'file') spaces.set(location.view.space.id, { row: location.view.space, access: location.view.access });
    if (location.kind === 'space') spaces.set(location.space.id, { row: location.space, access: location.access });
    if (location.kind === 'page' && location.node.entry.bodyHash) bodyHashes.add(location.node.entry.bodyHash);
  }
  const [organizations, presentedSpaces, bodies] = await Promise.all([
    organizationIds.size === 0 ? new Map<string, identityV1.Organization>() : ctx.identity.organizations(organizationIds, viewerId, metadata),
    spaces.size === 0 ? [] : presentSpaces(ctx, [...spaces.values()].map((space) => space.row), (row) => spaces.get(row.id)?.access ?? null),
    getBodies(ctx.db, bodyHashes),
  ]);
  const spaceMessages = new Map(presentedSpaces.map((space) => [space.id, space]));
  const organization = (id: string): identityV1.Organization => {
    const found = organizations.get(id);
    // Content's spaces and collections belong to organizations identity has: one it does not
    // know is an inconsistency to report, not something to present.
    if (!found) throw new Error(`identity has no organization ${id}`);
    return found;
  };
  const empty = { url: undefined, organization: undefined, space: undefined, page: undefined, internalLocation: undefined, file: undefined, collection: undefined, openApiSpec: undefined };

  return {
    present(location) {
      switch (location.kind) {
        case 'url':
          return { ...empty, kind: Kind.CONTENT_LOCATION_KIND_URL, url: location.url };
        case 'page': {
          const { view, node, anchor } = location;
          return {
            ...empty,
            kind: Kind.CONTENT_LOCATION_KIND_PAGE,
            organization: organization(view.space.organizationId),
            space: spaceMessages.get(view.space.id),
            page: presentPage(
              { ...node, children: [] },
              { urls: ctx.urls, scope: { spaceId: view.space.id, changeRequestNumber: view.changeRequestNumber }, bodies, format: 'markdown' },
            ),
            internalLocation: anchor !== null ? { type: 'anchor', anchor } : undefined,
          };
        }
        case 'file':
          return {
            ...empty,
            kind: Kind.CONTENT_LOCATION_KIND_FILE,
            organization: organization(location.view.space.organizationId),
            space: spaceMessages.get(location.view.space.id),
            file: presentFile(ctx, location.file),
          };
        case 'space':
          return {
            ...empty,
            kind: Kind.CONTENT_LOCATION_KIND_SPACE,
            organization: organization(location.space.organizationId),
            space: spaceMessages.get(location.space.id),
          };
        case 'collection':
          return {
            ...empty,
            kind: Kind.CONTENT_LOCATION_KIND_COLLECTION,
            organization: organization(location.collection.organizationId),
            collection: presentCollection(location.collection, location.access, ctx.urls),
          };
        case 'openapi':
          return {
            ...empty,
            kind: Kind.CONTENT_LOCATION_KIND_OPENAPI,
            organization: organization(location.spec.organizationId),
            openApiSpec: presentSpec(location.spec, location.abilities, ctx.urls),
          };
      }
    },
    sizeOf(location) {
      if (location.kind === 'url') return location.url.length + 64;
      const hash = location.kind === 'page' ? location.node.entry.bodyHash : undefined;
      return LOCATION_OVERHEAD_BYTES + (hash ? (bodies.get(hash)?.length ?? 0) : 0);
    },
  };
}
