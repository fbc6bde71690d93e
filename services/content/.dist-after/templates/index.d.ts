import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** TemplateService (proto/quire/content/v1/template.proto). */
export declare function templateService(ctx: ContentContext): contentV1.TemplateServiceImplementation;
