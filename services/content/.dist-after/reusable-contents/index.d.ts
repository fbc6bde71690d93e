import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** ReusableContentService (proto/quire/content/v1/reusable_content.proto). */
export declare function reusableContentService(ctx: ContentContext): contentV1.ReusableContentServiceImplementation;
