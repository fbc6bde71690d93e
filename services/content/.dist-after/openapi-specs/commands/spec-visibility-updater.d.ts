import type { PrismaClient } from '../../db';
import type { OpenAPISpecVisibility } from '../../generated/prisma/enums';
import { type SpecRow } from '../queries';
export type SpecVisibilityUpdate = {
    organizationId: string;
    slug: string;
    visibility: OpenAPISpecVisibility;
    actorId: string;
};
/** Sets a spec's visibility; null when there is no such spec. */
export declare function specVisibilityUpdater(db: PrismaClient, input: SpecVisibilityUpdate): Promise<SpecRow | null>;
