import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** OpenAPISpecService (proto/quire/content/v1/openapi_spec.proto): one handler file per rpc. */
export declare function openAPISpecService(ctx: ContentContext): contentV1.OpenAPISpecServiceImplementation;
/** OpenAPISpecInternalService: the git-worker's side of a version's processing. */
export declare function openAPISpecInternalService(ctx: ContentContext): contentV1.OpenAPISpecInternalServiceImplementation;
