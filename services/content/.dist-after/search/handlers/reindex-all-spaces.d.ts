import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * Operator command: every space's index is rebuilt from scratch by the background sweep,
 * which starts at once in this process (other replicas join at their next sweep). Searches
 * keep answering from the current index until each space is rebuilt.
 */
export declare function reindexAllSpaces(ctx: ContentContext): Promise<contentV1.ReindexAllSpacesResponse>;
