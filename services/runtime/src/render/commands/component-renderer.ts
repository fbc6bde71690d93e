import { randomUUID } from 'node:crypto';
import type { ContentKitRenderOutput, Event, IntegrationEnvironment, IntegrationInstallationStatus } from '@gitbook/api';
import type { identityV1 } from '@quire/proto';
import { forwardMetadata, invalidArgument, notFound, PRINCIPAL_METADATA_KEY, REQUEST_ID_METADATA_KEY, ServerError, Status, type CallContext, type Logger } from '@quire/shared';
import { Metadata } from 'nice-grpc';
import { dispatchToScript, renderOutput, type Invoker } from '../../invocations/dispatch';
import type { CachedEnvironmentResolver } from '../../environment/cache';
import type { RenderIntegrationUI } from '../request';
import type { WorkerSupervisor } from '../../workers/supervisor';

/** The identity rpc a render's target comes from (RenderTargetInternalService). */
export type RenderTargets = Pick<identityV1.RenderTargetInternalServiceClient, 'resolveRenderTarget'>;

export type ComponentRendererOptions = {
  renderTargets: RenderTargets;
  environments: CachedEnvironmentResolver;
  /** The workers, and the guarded egress development mode's tunnel is reached through. */
  supervisor: WorkerSupervisor | Invoker;
  logger: Logger;
};

/** Who asks: a caller of the API (their principal decides), or the reader for a published organization. */
export type RenderCaller = { callContext: CallContext } | { publishedOrganizationId: string; requestId?: string };

export type RenderedComponent = {
  output: ContentKitRenderOutput;
  /** `private, max-age=<n>` when the component asked for a cache (`setCache`). */
  cacheControl?: string;
  /** The integration's `urls.publicEndpoint`. */
  publicEndpoint: string;
};

const MAX_CACHE_SECONDS = 86_400;

/** How long identity's answer for a render's target is reused (a caller's access, an unpublish). */
export const TARGET_TTL_MS = 5_000;
const MAX_TARGETS = 5_000;

/**
 * The script's Cache-Control as this answer's: its max-age (at most a day), always `private`:
 * a render is made for its caller's context, never for a shared cache.
 */
export function relayedCacheControl(header: string | undefined): string | undefined {
  const match = header?.match(/(?:^|[\s,])max-age=(\d{1,10})(?:$|[\s,;])/i);
  if (!match) return undefined;
  return `private, max-age=${Math.min(Number(match[1]), MAX_CACHE_SECONDS)}`;
}

/** What the context names: where the installation is looked for. */
function targetOf(context: RenderIntegrationUI['context']): { spaceId?: string; siteId?: string; organizationId?: string } {
  switch (context.type) {
    case 'document':
    case 'configuration_space':
      return { spaceId: context.spaceId };
    case 'configuration_site':
      return { siteId: context.siteId };
    default:
      return { organizationId: context.organizationId };
  }
}

const isOutput = (value: unknown): value is ContentKitRenderOutput => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const output = value as { type?: unknown; element?: unknown };
  if (output.type === 'complete') return true;
  return (output.type === undefined || output.type === 'element') && !!output.element && typeof output.element === 'object' && typeof (output.element as { type?: unknown }).type === 'string';
};

/** The message of a runtime library's `{error}` answer, shortened; the status otherwise. */
function scriptMessage(body: string, status: number | undefined): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string') return parsed.error.slice(0, 300);
    if (parsed.error && typeof (parsed.error as { message?: unknown }).message === 'string') return (parsed.error as { message: string }).message.slice(0, 300);
  } catch {
    // Not JSON.
  }
  return `the integration answered ${status ?? 'nothing'}`;
}

/**
 * Renders one ContentKit component of an integration (docs/integrations.md "Rendering
 * blocks"): identity names the installation the context belongs to and checks the caller
 * (ResolveRenderTarget, NOT_FOUND when they may not render there); the environment of that
 * installation (cached a minute) and a `ui_render` event go to the script; its
 * `ContentKitRenderOutput` comes back with the Cache-Control it asked for. Renders are not
 * recorded as integration events: GitBook's `ui_render` event cannot pass its own schema
 * (docs/integrations.md), and a page view would write a row per block.
 */
export function componentRenderer(options: ComponentRendererOptions) {
  const { renderTargets, environments, supervisor, logger } = options;

  // Identity's decisions, kept a few seconds per caller (their encoded principal, or the reader's
  // organization), integration and target: warm renders skip identity and content, as the
  // gateway's principal cache does; an unpublish or a lost access applies within TARGET_TTL_MS.
  const targets = new Map<string, { expiresAt: number; resolved: identityV1.ResolveRenderTargetResponse }>();

  return async function renderComponent(integrationName: string, request: RenderIntegrationUI, caller: RenderCaller): Promise<RenderedComponent> {
    const target = targetOf(request.context);
    let metadata: Metadata;
    let published: string | undefined;
    if ('callContext' in caller) {
      metadata = forwardMetadata(caller.callContext);
    } else {
      metadata = new Metadata();
      if (caller.requestId) metadata.set(REQUEST_ID_METADATA_KEY, caller.requestId);
      published = caller.publishedOrganizationId;
    }
    const who = published === undefined ? `p:${String(metadata.get(PRINCIPAL_METADATA_KEY) ?? '')}` : `o:${published}`;
    const targetKey = JSON.stringify([who, integrationName, target.spaceId, target.siteId, target.organizationId]);
    let resolved: identityV1.ResolveRenderTargetResponse;
    try {
      const cached = targets.get(targetKey);
      if (cached && cached.expiresAt > Date.now()) {
        resolved = cached.resolved;
      } else {
        resolved = await renderTargets.resolveRenderTarget({ integrationName, ...target, publishedOrganizationId: published }, { metadata });
        targets.delete(targetKey);
        targets.set(targetKey, { expiresAt: Date.now() + TARGET_TTL_MS, resolved });
        if (targets.size > MAX_TARGETS) targets.delete(targets.keys().next().value!);
      }
    } catch (error) {
      // Identity's answers that are the caller's: passed on with identity's message.
      const { code, details } = error as { code?: unknown; details?: unknown };
      if (code === Status.NOT_FOUND) throw notFound(String(details));
      if (code === Status.INVALID_ARGUMENT) throw invalidArgument(String(details));
      throw error;
    }
    // The cache may hold the version before the one identity renders now (published on another
    // replica, whose event has not reached this one's consumer yet): asked again for it.
    let invocation = await environments(resolved.integrationId, resolved.installationId);
    if (invocation && invocation.integrationVersion !== resolved.version) {
      environments.invalidate({ integrationId: resolved.integrationId });
      invocation = await environments(resolved.integrationId, resolved.installationId);
    }
    if (!invocation) throw notFound('No matching integration found for given name');

    const environment: IntegrationEnvironment = { ...invocation.environment };
    const scoped = {
      integration: invocation.integrationName,
      installation: resolved.installationId,
      // A type-only import: @gitbook/api is not a runtime dependency of this service.
      status: 'active' as IntegrationInstallationStatus,
      configuration: resolved.targetConfiguration ?? {},
      externalIds: resolved.targetExternalIds,
      urls: { location: `${invocation.environment.apiEndpoint}/v1/integrations/${invocation.integrationName}/installations/${resolved.installationId}`, publicEndpoint: invocation.publicEndpoint },
    };
    if (target.spaceId) environment.spaceInstallation = { ...scoped, space: target.spaceId };
    if (target.siteId) environment.siteInstallation = { ...scoped, site: target.siteId };

    const event = {
      eventId: randomUUID(),
      type: 'ui_render',
      installationId: resolved.installationId,
      ...(target.spaceId && { spaceId: target.spaceId }),
      ...(target.siteId && { siteId: target.siteId }),
      componentId: request.componentId,
      props: request.props,
      ...(request.state && { state: request.state }),
      context: request.context,
      ...(request.action && { action: request.action }),
    } as unknown as Event;

    const result = await dispatchToScript(supervisor, invocation.script, { event, environment });
    if (!result.ok) {
      logger.info({ integration: integrationName, componentId: request.componentId, reason: result.reason, status: result.status }, 'render failed');
      if (result.reason === 'rejected' && result.status === 404) throw notFound(`Component "${request.componentId}" not found in integration "${integrationName}"`);
      if (result.reason === 'rejected' && result.status !== undefined && result.status >= 400 && result.status < 500) {
        throw invalidArgument(`The integration refused to render "${request.componentId}": ${scriptMessage(result.message.replace(/^the integration answered \d+: /, ''), result.status)}`);
      }
      if (result.reason === 'timeout') throw new ServerError(Status.DEADLINE_EXCEEDED, 'The integration did not render in time');
      throw new ServerError(Status.UNAVAILABLE, 'The integration failed to render the component');
    }
    const rendered = renderOutput(result);
    if (!rendered || !isOutput(rendered.output)) throw new ServerError(Status.UNAVAILABLE, 'The integration did not answer ContentKit output');
    return { output: rendered.output, cacheControl: relayedCacheControl(rendered.cacheControl), publicEndpoint: invocation.publicEndpoint };
  };
}

export type RenderComponent = ReturnType<typeof componentRenderer>;
