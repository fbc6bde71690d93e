import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { loadViewableSpec } from '../load';
import { presentVersion } from '../presenter';
import { findVersionsPage } from '../queries';
import { ZSpecSlug } from '../validation';

const ZListOpenAPISpecVersionsRequest = z.object({ organizationId: ZId, specSlug: ZSpecSlug, page: ZPage, limit: ZLimit });

/** A spec's versions, newest first; three queries (the spec, the page and the count). */
export async function listOpenAPISpecVersions(
  ctx: ContentContext,
  request: contentV1.ListOpenAPISpecVersionsRequest,
  callContext: CallContext,
): Promise<contentV1.ListOpenAPISpecVersionsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListOpenAPISpecVersionsRequest, request);
  const limit = pageLimit(input.limit);
  const spec = await loadViewableSpec(ctx, principal, input.organizationId, input.specSlug);
  const page = await findVersionsPage(ctx.db, spec.id, input.page, limit);
  return { items: page.items.map((version) => presentVersion(version, spec, ctx.urls)), next: page.next, count: page.count };
}
