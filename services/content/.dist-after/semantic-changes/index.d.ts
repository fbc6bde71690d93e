import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** SemanticChangeService (proto/quire/content/v1/semantic_change.proto). */
export declare function semanticChangeService(ctx: ContentContext): contentV1.SemanticChangeServiceImplementation;
