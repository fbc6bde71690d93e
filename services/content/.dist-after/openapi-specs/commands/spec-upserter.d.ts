import { type PrismaClient } from '../../db';
import type { SpecAbilities } from '../policy';
import { type SpecRow } from '../queries';
import type { SpecSourceInput } from '../validation';
export type SpecUpsert = {
    organizationId: string;
    slug: string;
    source: SpecSourceInput;
    abilities: SpecAbilities;
    actorId: string;
};
export type SpecUpsertResult = {
    spec: SpecRow;
    created: boolean;
};
/**
 * PUT by slug: creates the spec (needs `create`) or gives it a new source (needs `edit`).
 * Whether it exists is decided under the row's lock: a concurrent PUT creating the same slug
 * makes this one's insert do nothing, and this one then updates the row the other created.
 */
export declare function specUpserter(db: PrismaClient, input: SpecUpsert): Promise<SpecUpsertResult>;
