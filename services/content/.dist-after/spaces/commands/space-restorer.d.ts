import type { PrismaClient } from '../../db';
import { type SpaceRow } from '../queries';
/**
 * Takes a space out of the trash, at the end of its siblings (others may have taken its old
 * place). The caller checked that it was deleted less than 7 days ago. The space is read
 * again under the organization lock: its collection may have been deleted (it then comes back
 * at the top level) or transferred meanwhile.
 */
export declare function spaceRestorer(db: PrismaClient, { space, actorId }: {
    space: SpaceRow;
    actorId: string;
}): Promise<SpaceRow>;
