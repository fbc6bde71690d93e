import type { Logger } from '@quire/shared';
import type { SpaceCounts } from './clients/content';
import type { PrismaClient } from './db';
import type { OrganizationCreationSettings } from './policies/organization';
import type { PublicUrls } from './presenters/urls';

/** What handlers need, built once by startIdentityService. */
export type IdentityDeps = {
  prisma: PrismaClient;
  urls: PublicUrls;
  spaces: SpaceCounts;
  settings: OrganizationCreationSettings;
  logger: Logger;
};
