import { randomBytes } from 'node:crypto';

/**
 * Installation tokens are told apart from user API tokens (`gb_api_...`) by their prefix, so
 * authenticating one reads one table.
 */
export const INSTALLATION_TOKEN_PREFIX = 'gb_inst_';

/** How long an installation token works: an integration asks for a new one when it expires. */
export const INSTALLATION_TOKEN_TTL_SECONDS = 3600;

export const isInstallationToken = (token: string) => token.startsWith(INSTALLATION_TOKEN_PREFIX);

/** 32 random bytes: shown once, stored only as its SHA-256 (`hashToken`). */
export const newInstallationToken = () => INSTALLATION_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/**
 * The principal's `userId` for an installation token: no user acts, and this value can be no
 * user's id (ids never contain ":"), so a lookup of it as a user finds nobody.
 */
export const installationActorId = (installationId: string) => `installation:${installationId}`;

/**
 * Integration tokens (the contract's `integration` security, `apiTokens.integration`)
 * represent the integration itself; their own prefix tells them apart too.
 */
export const INTEGRATION_TOKEN_PREFIX = 'gb_intg_';

/** How long the tokens minted for one invocation work (the runtime mints new ones for each). */
export const INVOCATION_TOKEN_TTL_SECONDS = 3600;

export const isIntegrationToken = (token: string) => token.startsWith(INTEGRATION_TOKEN_PREFIX);

export const newIntegrationToken = () => INTEGRATION_TOKEN_PREFIX + randomBytes(32).toString('base64url');

/** The principal's `userId` for an integration token: no user acts (ids never contain ":"). */
export const integrationActorId = (integrationName: string) => `integration:${integrationName}`;
