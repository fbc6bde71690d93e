import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** POST /spaces/{spaceId}/content/template: 201 without a body; an unknown template id is a 400. */
export declare function applyTemplate(ctx: ContentContext, request: contentV1.ApplyTemplateRequest, callContext: CallContext): Promise<Record<string, never>>;
