import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** GET /templates (extension): the catalog, the same for every caller. */
export declare function listTemplates(_ctx: ContentContext, request: contentV1.ListTemplatesRequest): Promise<contentV1.ListTemplatesResponse>;
