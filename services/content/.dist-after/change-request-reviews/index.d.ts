import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
/** ChangeRequestReviewService (proto/quire/content/v1/change_request_review.proto). */
export declare function changeRequestReviewService(ctx: ContentContext): contentV1.ChangeRequestReviewServiceImplementation;
