import type { contentV1 } from '@quire/proto';
import type { Level } from '../policies/access';
import { collectionPermissions } from '../policies/collection';
import type { CollectionRow } from '../queries/collections';
import { presentDefaultLevel } from './levels';
import type { PublicUrls } from './urls';

/** A collection as GitBook's "Collection", with the viewer's permissions. */
export function presentCollection(row: CollectionRow, access: Level | null, urls: PublicUrls): contentV1.Collection {
  return {
    object: 'collection',
    id: row.id,
    title: row.title,
    description: row.description ?? undefined,
    organization: row.organizationId,
    parent: row.parentId ?? undefined,
    defaultLevel: presentDefaultLevel(row.defaultLevel),
    urls: {
      location: `${urls.publicUrl}/v1/collections/${row.id}`,
      app: `${urls.appUrl}/c/${row.id}`,
    },
    permissions: collectionPermissions(access),
  };
}
