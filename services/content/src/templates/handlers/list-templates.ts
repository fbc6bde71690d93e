import type { contentV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { templateCatalog } from '../catalog';
import { presentTemplate } from '../presenter';

const ZListTemplatesRequest = z.object({});

/** GET /templates (extension): the catalog, the same for every caller. */
export async function listTemplates(_ctx: ContentContext, request: contentV1.ListTemplatesRequest): Promise<contentV1.ListTemplatesResponse> {
  parseRequest(ZListTemplatesRequest, request);
  const items = [...templateCatalog().values()].map(presentTemplate);
  return { items, count: items.length };
}
