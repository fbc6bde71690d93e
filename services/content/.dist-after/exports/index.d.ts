import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
export declare function exportService(ctx: ContentContext): contentV1.ExportServiceImplementation;
