import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { applyTemplate } from './handlers/apply-template';
import { listTemplates } from './handlers/list-templates';

/** TemplateService (proto/quire/content/v1/template.proto). */
export function templateService(ctx: ContentContext): contentV1.TemplateServiceImplementation {
  return {
    listTemplates: (request) => listTemplates(ctx, request),
    applyTemplate: (request, callContext) => applyTemplate(ctx, request, callContext),
  };
}
