import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Changes a page of a change request (Quire extension): title, slug, emoji, icon,
 * description, hidden, content (document pages), target (link pages), and its place
 * (`parent` and/or `position`; its children move with it).
 */
export declare function updatePage(ctx: ContentContext, request: contentV1.UpdatePageRequest, callContext: CallContext): Promise<contentV1.UpdatePageResponse>;
