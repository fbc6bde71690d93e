import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getOpenAPISpecs } from './handlers/get-openapi-specs';
import { getPageDocuments } from './handlers/get-page-documents';
import { getReusableContentDocuments } from './handlers/get-reusable-content-documents';
import { getRevisionFiles } from './handlers/get-revision-files';
import { getSpaceTrees } from './handlers/get-space-trees';
import { resolvePagePath } from './handlers/resolve-page-path';
import { searchSpaces } from './handlers/search-spaces';

export { contentReaderServiceDefinition } from './wire';

/**
 * ContentReaderService (proto/quire/content/v1/reader.proto): what the reader (services/reader)
 * needs to serve published sites, over the main content of live spaces of the organization
 * each request names. Needs no principal (docs/content.md "For the reader"). Served with
 * `contentReaderServiceDefinition` (wire.ts: GetSpaceTrees sends each tree's pages as encoded once).
 */
export function contentReaderService(ctx: ContentContext): contentV1.ContentReaderServiceImplementation {
  return {
    getSpaceTrees: (request) => getSpaceTrees(ctx, request),
    getPageDocuments: (request) => getPageDocuments(ctx, request),
    getRevisionFiles: (request) => getRevisionFiles(ctx, request),
    resolvePagePath: (request) => resolvePagePath(ctx, request),
    searchSpaces: (request) => searchSpaces(ctx, request),
    getOpenAPISpecs: (request) => getOpenAPISpecs(ctx, request),
    getReusableContentDocuments: (request) => getReusableContentDocuments(ctx, request),
  };
}
