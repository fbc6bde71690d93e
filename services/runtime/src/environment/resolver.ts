import type { Integration, IntegrationEnvironment, IntegrationInstallation } from '@gitbook/api';
import type { identityV1 } from '@quire/proto';
import { Status } from 'nice-grpc';
import type pg from 'pg';
import type { InvocationScript } from '../invocations/dispatch';
import { integrationSigningSecret } from './signing-secrets';

/** The identity rpcs the runtime calls (IdentityInternalService): an invocation's environment, an event's installations, a site's scripts. */
export type IdentityForRuntime = Pick<
  identityV1.IdentityInternalServiceClient,
  'getIntegrationRuntime' | 'mintIntegrationTokens' | 'getIntegrationRouting' | 'getSiteIntegrationScripts' | 'listRuntimeTargets'
>;

/** Everything one invocation of an integration needs: its script, and the environment it runs with. */
export type InvocationTarget = {
  integrationId: string;
  integrationName: string;
  /** The organization that publishes it. */
  organizationId: string;
  integrationVersion: number;
  /** With `devTunnelUrl` when development mode covers this invocation. */
  script: InvocationScript;
  environment: IntegrationEnvironment;
  /** `urls.publicEndpoint`: fetch events are for `<publicEndpoint>/...`. */
  publicEndpoint: string;
  /**
   * Set when a scope was asked for and the installation has no space (site) installation
   * there (uninstalled from it): the environment carries none, and an event for it is not sent.
   */
  scopeMissing?: 'space' | 'site';
};

/** The space or site an invocation is for: its environment carries the installation's space (site) installation there. */
export type InvocationScope = { spaceId: string; siteId?: undefined } | { siteId: string; spaceId?: undefined };

/** Undefined: the integration is unknown or unpublished (no invocation), or the installation is not of it. */
export type EnvironmentResolver = (integrationId: string, installationId?: string, scope?: InvocationScope) => Promise<InvocationTarget | undefined>;

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
 * the scopes the installation granted. With a scope (an event of a space or a site), identity
 * answers the installation's space (site) installation there too: `spaceInstallation` /
 * `siteInstallation`, or `scopeMissing` when there is none. Nothing is cached: an unpublish, a new version or a
 * change of scopes takes effect on the next invocation. `authToken` (deprecated, read by
 * @gitbook/runtime 0.21) is the installation's token when there is one, else the integration's.
 */
export function createEnvironmentResolver(options: EnvironmentResolverOptions): EnvironmentResolver {
  const apiEndpoint = options.publicUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  return async (integrationId, installationId, scope) => {
    // The signing secret is the runtime's own row: read while identity answers.
    const signingSecretRead = integrationSigningSecret(options.db, integrationId);
    signingSecretRead.catch(() => undefined);
    let runtime: identityV1.GetIntegrationRuntimeResponse;
    try {
      runtime = await options.identity.getIntegrationRuntime({
        integrationId,
        installationId,
        ...(installationId && scope?.spaceId && { spaceId: scope.spaceId }),
        ...(installationId && scope?.siteId && { siteId: scope.siteId }),
      });
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
    let tokens: identityV1.MintIntegrationTokensResponse;
    let routing: identityV1.GetIntegrationRoutingResponse;
    try {
      [tokens, routing] = await Promise.all([
        options.identity.mintIntegrationTokens({ integrationName: runtime.integrationName, installationId }),
        options.identity.getIntegrationRouting({ integrationName: runtime.integrationName }),
      ]);
    } catch (error) {
      // Unpublished between the two calls.
      if (isNotFound(error)) return undefined;
      throw error;
    }
    const signingSecret = await signingSecretRead;
    // `publicContentEndpoint` (read by GitBook's newer integrations, e.g. Mermaid's webframes) is
    // not in @gitbook/api 0.146.0's Integration, so only the environment's copy carries it: the
    // public endpoint, whose route serves the integration's fetch handler.
    const given = runtime.integration as unknown as Integration;
    const integration = { ...given, urls: { ...given.urls, publicContentEndpoint: given.urls.publicEndpoint } } as Integration;
    const environment: IntegrationEnvironment = {
      apiEndpoint,
      apiTokens: { integration: tokens.integrationToken, ...(tokens.installationToken !== undefined && { installation: tokens.installationToken }) },
      authToken: tokens.installationToken ?? tokens.integrationToken,
      integration,
      ...(runtime.installation && { installation: runtime.installation as unknown as IntegrationInstallation }),
      ...(runtime.spaceInstallation && { spaceInstallation: runtime.spaceInstallation as unknown as IntegrationEnvironment['spaceInstallation'] }),
      ...(runtime.siteInstallation && { siteInstallation: runtime.siteInstallation as unknown as IntegrationEnvironment['siteInstallation'] }),
      secrets: runtime.secrets,
      signingSecret,
      signingSecrets: { integration: signingSecret },
    };
    // Development mode (docs/integrations.md "Development mode"): the invocations of the
    // integration's own organization (those of no installation, and of its installation there),
    // or of every organization with `all`, go to the developer's tunnel.
    // An installation's organization is its `target.organization` (identity's GitBook form).
    const invokedFor = runtime.installation ? (runtime.installation as { target?: { organization?: string } }).target?.organization : runtime.organizationId;
    const devTunnelUrl = routing.devTunnelUrl && (routing.devAll || invokedFor === routing.organizationId) ? routing.devTunnelUrl : undefined;
    return {
      integrationId,
      integrationName: runtime.integrationName,
      organizationId: runtime.organizationId,
      integrationVersion: runtime.version,
      script: { key: `${runtime.integrationName}@${runtime.version}`, source: runtime.script, ...(devTunnelUrl && { devTunnelUrl }) },
      environment,
      publicEndpoint: integration.urls.publicEndpoint,
      ...(installationId && scope?.spaceId && !runtime.spaceInstallation && { scopeMissing: 'space' as const }),
      ...(installationId && scope?.siteId && !runtime.siteInstallation && { scopeMissing: 'site' as const }),
    };
  };
}
