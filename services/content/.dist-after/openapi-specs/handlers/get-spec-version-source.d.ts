import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** For the git-worker: the source of a version, which starts its processing. Takes no principal. */
export declare function getSpecVersionSource(ctx: ContentContext, request: contentV1.GetSpecVersionSourceRequest, _callContext: CallContext): Promise<contentV1.GetSpecVersionSourceResponse>;
