import type { PrismaClient } from '../../db';
import type { DefaultLevel, SpaceEditMode } from '../../generated/prisma/enums';
import type { StoredMergeRules } from '../merge-rules';
import { type SpaceRow } from '../queries';
export type SpaceChanges = {
    title?: string;
    emoji?: string | null;
    iconUrl?: string | null;
    editMode?: SpaceEditMode;
    defaultLevel?: DefaultLevel;
    language?: string;
    mergeRules?: StoredMergeRules;
};
export declare function spaceUpdater(db: PrismaClient, { spaceId, changes, actorId }: {
    spaceId: string;
    changes: SpaceChanges;
    actorId: string;
}): Promise<SpaceRow>;
