import type { Event, IntegrationEnvironment } from '@gitbook/api';
import type { identityV1, runtimeV1 } from '@quire/proto';
import { notFound } from '@quire/shared';
import type pg from 'pg';
import type { EnvironmentResolver, IdentityForRuntime } from '../environment/resolver';
import { recordDelivery } from '../events/commands/record-delivery';
import type { Invoker } from '../invocations/dispatch';
import { errorAnswer } from './call-endpoint';

const NOT_FOUND_MESSAGE = 'No matching site integration script found';

/** How long a script's answer is kept (and may be kept by browsers): a site's pages load it on every visit. */
export const SITE_SCRIPT_TTL_MS = 60_000;
const MAX_CACHED_SCRIPTS = 1000;

type Cached = { answer: runtimeV1.GetSiteIntegrationScriptResponse; expiresAt: number };

/** A JavaScript media type the script's answer may keep (anything else is served as application/javascript). */
const JAVASCRIPT_TYPE = /^(?:application|text)\/(?:javascript|ecmascript)(?:\s*;.*)?$/i;

/**
 * script.js of a site installation (docs/integrations.md "Site scripts"): identity says whether
 * that site installation exists and may inject a script (GetSiteIntegrationScripts, published
 * integrations only); the integration's `fetch_published_script` handler answers with the
 * environment of that installation and its `siteInstallation`. The answer is kept a minute per
 * (integration version, installation, site) so that a busy site does not run the script (and
 * record an event) for every visitor.
 */
export function siteScriptServer(ctx: { db: pg.Pool; identity: IdentityForRuntime; resolve: EnvironmentResolver; invoker: Invoker }) {
  const cache = new Map<string, Cached>();

  return async function getSiteScript(request: { integrationName: string; installationId: string; siteId: string }): Promise<runtimeV1.GetSiteIntegrationScriptResponse> {
    const { scripts } = await ctx.identity.getSiteIntegrationScripts({ siteId: request.siteId, integrationName: request.integrationName, installationId: request.installationId });
    const found: identityV1.SiteIntegrationScriptTarget | undefined = scripts[0];
    if (!found) throw notFound(NOT_FOUND_MESSAGE);
    const target = await ctx.resolve(found.integrationId, found.installationId);
    if (!target) throw notFound(NOT_FOUND_MESSAGE);
    const key = `${target.script.key}|${target.script.devTunnelUrl ?? ''}|${found.installationId}|${request.siteId}`;
    const now = Date.now();
    const cached = cache.get(key);
    if (cached && cached.expiresAt > now) return cached.answer;

    const event = { type: 'fetch_published_script', installationId: found.installationId, siteId: request.siteId } as unknown as Omit<Event, 'eventId'>;
    const { result } = await recordDelivery(ctx.db, ctx.invoker, {
      integrationId: target.integrationId,
      integrationVersion: target.integrationVersion,
      installationId: found.installationId,
      script: target.script,
      event,
      environment: { ...target.environment, siteInstallation: found.siteInstallation as unknown as IntegrationEnvironment['siteInstallation'] },
    });
    // A script that fails or refuses is not served (the page loads without it): 504 or 502.
    if (!result.ok) return result.reason === 'timeout' ? errorAnswer(504, 'The integration did not answer in time') : errorAnswer(502, 'The integration could not answer');
    const declared = result.headers['content-type'] ?? '';
    const answer: runtimeV1.GetSiteIntegrationScriptResponse = {
      status: 200,
      headers: [
        { name: 'content-type', value: JAVASCRIPT_TYPE.test(declared) ? declared : 'application/javascript; charset=utf-8' },
        { name: 'cache-control', value: `public, max-age=${SITE_SCRIPT_TTL_MS / 1000}` },
      ],
      body: result.body,
    };
    if (cache.size >= MAX_CACHED_SCRIPTS) {
      for (const [entry, value] of cache) if (value.expiresAt <= now || cache.size >= MAX_CACHED_SCRIPTS) cache.delete(entry);
    }
    cache.set(key, { answer, expiresAt: now + SITE_SCRIPT_TTL_MS });
    return answer;
  };
}
