import { type PrismaClient } from '../../db';
import { type SpaceRow } from '../queries';
/** "<title> (copy)", shortened to fit GitBook's 50-character space titles. */
export declare function duplicateTitle(title: string): string;
/**
 * Creates a copy of a space right after it: same parent and settings, and a new initial
 * revision holding the content of the source's current revision. The source is read again
 * under the organization lock, so the copy lands where the source is now.
 */
export declare function spaceDuplicator(db: PrismaClient, { source, actorId }: {
    source: SpaceRow;
    actorId: string;
}): Promise<SpaceRow>;
