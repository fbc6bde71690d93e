import { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare function formatOf(value: number): 'markdown' | 'document';
/**
 * One page (any kind) with its children, from the space's main content, a change request or any revision.
 * `format=document` gives document pages a GitBook "JSONDocument" instead of `markdown`.
 */
export declare function getPage(ctx: ContentContext, request: contentV1.GetPageRequest, callContext: CallContext): Promise<contentV1.GetPageResponse>;
