import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** For the git-worker: a version's outcome (see versionResultRecorder). Takes no principal. */
export declare function recordSpecVersionResult(ctx: ContentContext, request: contentV1.RecordSpecVersionResultRequest, _callContext: CallContext): Promise<contentV1.RecordSpecVersionResultResponse>;
