import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
import { requestSweep } from '../indexing';
import { requestRebuildOfAllSpaces } from '../queries';

/**
 * Operator command: every space's index is rebuilt from scratch by the background sweep,
 * which starts at once in this process (other replicas join at their next sweep). Searches
 * keep answering from the current index until each space is rebuilt.
 */
export async function reindexAllSpaces(ctx: ContentContext): Promise<contentV1.ReindexAllSpacesResponse> {
  const spaces = await requestRebuildOfAllSpaces(ctx.pool);
  requestSweep(ctx);
  return { spaces };
}
