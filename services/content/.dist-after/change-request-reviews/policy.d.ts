import { type Level } from '../access/policy';
/** The level each review action needs on the change request's space. */
export declare const reviewRules: {
    readonly view: "read";
    readonly submit: "review";
};
/**
 * Guards submitting a review: the `review` level on the space, and not the change request's
 * author (an author approving their own change would defeat review merge rules; they can ask
 * others with requested reviewers instead).
 */
export declare function authorizeSubmit(access: Level | null, { reviewerId, authorId }: {
    reviewerId: string;
    authorId: string;
}): void;
/** Why a change request takes no review (merged or archived), or undefined. */
export declare function reviewRefusal(status: string): string | undefined;
