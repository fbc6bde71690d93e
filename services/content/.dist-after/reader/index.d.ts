import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
export { contentReaderServiceDefinition } from './wire';
/**
 * ContentReaderService (proto/quire/content/v1/reader.proto): what the reader (services/reader)
 * needs to serve published sites, over the main content of live spaces of the organization
 * each request names. Needs no principal (docs/content.md "For the reader"). Served with
 * `contentReaderServiceDefinition` (wire.ts: GetSpaceTrees sends each tree's pages as encoded once).
 */
export declare function contentReaderService(ctx: ContentContext): contentV1.ContentReaderServiceImplementation;
