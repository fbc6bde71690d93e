import { permissionDenied } from '@quire/shared';
import { authorize, type Level } from '../access/policy';
import { spaceRules } from '../spaces/policy';

/** The level each review action needs on the change request's space. */
export const reviewRules = {
  view: spaceRules.view,
  submit: spaceRules.review,
} as const satisfies Record<string, Level>;

/**
 * Guards submitting a review: the `review` level on the space, and not the change request's
 * author (an author approving their own change would defeat review merge rules; they can ask
 * others with requested reviewers instead).
 */
export function authorizeSubmit(access: Level | null, { reviewerId, authorId }: { reviewerId: string; authorId: string }): void {
  authorize(access, reviewRules.submit, 'Space');
  if (reviewerId === authorId) throw permissionDenied('The author of a change request cannot review it');
}

/** Why a change request takes no review (merged or archived), or undefined. */
export function reviewRefusal(status: string): string | undefined {
  if (status === 'merged') return 'The change request is merged and cannot be reviewed';
  if (status === 'archived') return 'The change request is archived: reopen it before reviewing it';
  return undefined;
}
