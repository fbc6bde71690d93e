import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** ChangeRequestService (proto/quire/content/v1/change_request.proto). */
export declare function changeRequestService(ctx: ContentContext): contentV1.ChangeRequestServiceImplementation;
