import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** FileService (proto/quire/content/v1/file.proto). */
export declare function fileService(ctx: ContentContext): contentV1.FileServiceImplementation;
