import type { Logger } from '@quire/shared';
import type { SpaceCounts } from './clients/content';
import type { PrismaClient } from './db';
import type { PublicUrls } from './lib/urls';

/** Deployment settings handlers consult. */
export type IdentitySettings = {
  /** Whether signed-in users may create organizations (POST /v1/orgs). */
  allowOrganizationCreation: boolean;
  /** Members an organization may add by email (AddMemberByEmail) per rolling 24 hours. */
  memberEmailAdditionsPerDay: number;
};

/** What handlers share, built once by startIdentityService. */
export type IdentityContext = {
  db: PrismaClient;
  urls: PublicUrls;
  spaces: SpaceCounts;
  settings: IdentitySettings;
  logger: Logger;
};
