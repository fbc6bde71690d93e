import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** One version of a spec: `versionId`, or the newest one ("latest") without it. */
export declare function getOpenAPISpecVersion(ctx: ContentContext, request: contentV1.GetOpenAPISpecVersionRequest, callContext: CallContext): Promise<contentV1.GetOpenAPISpecVersionResponse>;
