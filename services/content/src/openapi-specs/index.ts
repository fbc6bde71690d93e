import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { createOpenAPISpec } from './handlers/create-openapi-spec';
import { createOrUpdateOpenAPISpecBySlug } from './handlers/create-or-update-openapi-spec-by-slug';
import { deleteOpenAPISpecBySlug } from './handlers/delete-openapi-spec-by-slug';
import { getOpenAPISpecBySlug } from './handlers/get-openapi-spec-by-slug';
import { getOpenAPISpecVersion } from './handlers/get-openapi-spec-version';
import { getPublishedOpenAPISpec } from './handlers/get-published-openapi-spec';
import { getSpecVersionSource } from './handlers/get-spec-version-source';
import { listOpenAPISpecVersions } from './handlers/list-openapi-spec-versions';
import { listOpenAPISpecs } from './handlers/list-openapi-specs';
import { recordSpecVersionResult } from './handlers/record-spec-version-result';
import { streamOpenAPISpecVersionContent } from './handlers/stream-openapi-spec-version-content';
import { updateOpenAPISpecBySlug } from './handlers/update-openapi-spec-by-slug';

/** OpenAPISpecService (proto/quire/content/v1/openapi_spec.proto): one handler file per rpc. */
export function openAPISpecService(ctx: ContentContext): contentV1.OpenAPISpecServiceImplementation {
  return {
    listOpenAPISpecs: (request, callContext) => listOpenAPISpecs(ctx, request, callContext),
    createOpenAPISpec: (request, callContext) => createOpenAPISpec(ctx, request, callContext),
    getOpenAPISpecBySlug: (request, callContext) => getOpenAPISpecBySlug(ctx, request, callContext),
    createOrUpdateOpenAPISpecBySlug: (request, callContext) => createOrUpdateOpenAPISpecBySlug(ctx, request, callContext),
    updateOpenAPISpecBySlug: (request, callContext) => updateOpenAPISpecBySlug(ctx, request, callContext),
    deleteOpenAPISpecBySlug: (request, callContext) => deleteOpenAPISpecBySlug(ctx, request, callContext),
    getPublishedOpenAPISpec: (request, callContext) => getPublishedOpenAPISpec(ctx, request, callContext),
    listOpenAPISpecVersions: (request, callContext) => listOpenAPISpecVersions(ctx, request, callContext),
    getOpenAPISpecVersion: (request, callContext) => getOpenAPISpecVersion(ctx, request, callContext),
    streamOpenAPISpecVersionContent: (request, callContext) => streamOpenAPISpecVersionContent(ctx, request, callContext),
  };
}

/** OpenAPISpecInternalService: the git-worker's side of a version's processing. */
export function openAPISpecInternalService(ctx: ContentContext): contentV1.OpenAPISpecInternalServiceImplementation {
  return {
    getSpecVersionSource: (request, callContext) => getSpecVersionSource(ctx, request, callContext),
    recordSpecVersionResult: (request, callContext) => recordSpecVersionResult(ctx, request, callContext),
  };
}
