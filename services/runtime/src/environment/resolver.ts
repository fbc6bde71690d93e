import type { Integration, IntegrationEnvironment, IntegrationInstallation } from '@gitbook/api';
import type { identityV1 } from '@quire/proto';
import { Status } from 'nice-grpc';
import type pg from 'pg';
import type { IntegrationScript } from '../workers/supervisor';
import { integrationSigningSecret } from './signing-secrets';

/** The identity rpcs the runtime calls (IdentityInternalService): an invocation's environment, an event's installations. */
export type IdentityForRuntime = Pick<identityV1.IdentityInternalServiceClient, 'getIntegrationRuntime' | 'mintIntegrationTokens' | 'getIntegrationRouting' | 'listRuntimeTargets'>;

/** Everything one invocation of an integration needs: its script, and the environment it runs with. */
export type InvocationTarget = {
  integrationId: string;
  integrationName: string;
  /** The organization that publishes it. */
  organizationId: string;
  integrationVersion: number;
  script: IntegrationScript;
  environment: IntegrationEnvironment;
  /** `urls.publicEndpoint`: fetch events are for `<publicEndpoint>/...`. */
  publicEndpoint: string;
};

/** Undefined: the integration is unknown or unpublished (no invocation), or the installation is not of it. */
export type EnvironmentResolver = (integrationId: string, installationId?: string) => Promise<InvocationTarget | undefined>;

export type EnvironmentResolverOptions = {
  identity: IdentityForRuntime;
  db: pg.Pool;
  /** QUIRE_PUBLIC_URL: `apiEndpoint` is it without `/v1` (the @gitbook/api client adds it). */
  publicUrl: string;
};

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === Status.NOT_FOUND;

/**
 * Builds the environment of each invocation from identity (docs/integrations.md "The
 * environment"): GetIntegrationRuntime gives the published script, the opened secrets, the
 * integration and the installation (configuration); MintIntegrationTokens gives fresh,
 * short-lived tokens for this invocation: the integration's and, for an installation, one with
 * the scopes the installation granted. Nothing is cached: an unpublish, a new version or a
 * change of scopes takes effect on the next invocation. `authToken` (deprecated, read by
 * @gitbook/runtime 0.21) is the installation's token when there is one, else the integration's.
 */
export function createEnvironmentResolver(options: EnvironmentResolverOptions): EnvironmentResolver {
  const apiEndpoint = options.publicUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  return async (integrationId, installationId) => {
    // The signing secret is the runtime's own row: read while identity answers.
    const signingSecretRead = integrationSigningSecret(options.db, integrationId);
    signingSecretRead.catch(() => undefined);
    let runtime: identityV1.GetIntegrationRuntimeResponse;
    try {
      runtime = await options.identity.getIntegrationRuntime({ integrationId, installationId });
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    let tokens: identityV1.MintIntegrationTokensResponse;
    try {
      tokens = await options.identity.mintIntegrationTokens({ integrationName: runtime.integrationName, installationId });
    } catch (error) {
      // Unpublished between the two calls.
      if (isNotFound(error)) return undefined;
      throw error;
    }
    const signingSecret = await signingSecretRead;
    const integration = runtime.integration as unknown as Integration;
    const environment: IntegrationEnvironment = {
      apiEndpoint,
      apiTokens: { integration: tokens.integrationToken, ...(tokens.installationToken !== undefined && { installation: tokens.installationToken }) },
      authToken: tokens.installationToken ?? tokens.integrationToken,
      integration,
      ...(runtime.installation && { installation: runtime.installation as unknown as IntegrationInstallation }),
      secrets: runtime.secrets,
      signingSecret,
      signingSecrets: { integration: signingSecret },
    };
    return {
      integrationId,
      integrationName: runtime.integrationName,
      organizationId: runtime.organizationId,
      integrationVersion: runtime.version,
      script: { key: `${runtime.integrationName}@${runtime.version}`, source: runtime.script },
      environment,
      publicEndpoint: integration.urls.publicEndpoint,
    };
  };
}
