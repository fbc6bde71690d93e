import type { contentV1 } from '@quire/proto';
import type { Level } from '../access/policy';
import { collectionPermissions } from './policy';
import type { CollectionRow } from './queries';
import { presentDefaultLevel } from '../lib/enums';
import type { PublicUrls } from '../lib/urls';

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
