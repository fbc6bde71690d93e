import type { contentV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { authorizeSpecAction } from '../policy';
import { presentSpec } from '../presenter';
import { findSpecsPage } from '../queries';

const ZListOpenAPISpecsRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit });

/** The organization's specs, oldest first; two queries (the page and the count). */
export async function listOpenAPISpecs(
  ctx: ContentContext,
  request: contentV1.ListOpenAPISpecsRequest,
  callContext: CallContext,
): Promise<contentV1.ListOpenAPISpecsResponse> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZListOpenAPISpecsRequest, request);
  const limit = pageLimit(input.limit);
  const abilities = authorizeSpecAction(principal, input.organizationId, 'view');
  const page = await findSpecsPage(ctx.db, input.organizationId, input.page, limit);
  return { items: page.items.map((row) => presentSpec(row, abilities, ctx.urls)), next: page.next, count: page.count };
}
