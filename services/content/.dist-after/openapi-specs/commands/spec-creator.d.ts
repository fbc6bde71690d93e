import { type PrismaClient } from '../../db';
import type { SpecRow } from '../queries';
import type { SpecSourceInput } from '../validation';
export type SpecCreation = {
    organizationId: string;
    slug: string;
    source: SpecSourceInput;
    actorId: string;
};
export declare const slugTaken: () => import("@quire/shared").ServerError;
/**
 * Creates a spec with its first version. The unique (organization, slug) index decides between
 * concurrent creations: the loser's transaction fails on it and answers 400, as the contract
 * declares no other error for POST.
 */
export declare function specCreator(db: PrismaClient, input: SpecCreation): Promise<SpecRow>;
