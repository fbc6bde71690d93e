import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** ComputedContentService (proto/quire/content/v1/computed_content.proto): one handler file per rpc. */
export declare function computedContentService(ctx: ContentContext): contentV1.ComputedContentServiceImplementation;
