import type { sitesV1 } from '@quire/proto';
import { notFound } from '@quire/shared';
import type { Site } from '../generated/prisma/client';

const SCHEMA_NOT_FOUND = 'No visitor attributes schema found for the site.';

export function presentSchema(site: Site): sitesV1.SiteAdaptiveSchema {
  if (site.adaptiveSchema === null || site.adaptiveSchemaUpdatedAt === null) throw notFound(SCHEMA_NOT_FOUND);
  return { object: 'site-adaptive-schema', jsonSchema: site.adaptiveSchema as Record<string, unknown>, updatedAt: site.adaptiveSchemaUpdatedAt };
}

