import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, ZContentRef } from '../schemas';

/** quire.content.v1.TemplateService (proto/quire/content/v1/template.proto). */

export const templateRoutes = defineRoutes([
  {
    operationId: 'listTemplates',
    method: 'get',
    path: '/templates',
    rpc: 'quire.content.v1.TemplateService/ListTemplates',
    status: 200,
    extension: true,
    summary: 'List the templates that can be applied to a space',
  },
  {
    operationId: 'applyTemplateToSpace',
    method: 'post',
    path: '/spaces/:spaceId/content/template',
    rpc: 'quire.content.v1.TemplateService/ApplyTemplate',
    params: z.object({ spaceId: idParam }),
    body: z.object({
      id: z.string().min(1).max(100),
      params: z.object({ contentRefs: z.record(z.string().min(1).max(100), ZContentRef).optional() }).optional(),
    }),
    status: 201,
    summary: 'Apply a template to a space',
  },
]);
