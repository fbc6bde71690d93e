import type { identityV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { IdentityContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findIntegrationAsset } from '../queries';
import { ZIntegrationName } from '../validation';

const ZGetIntegrationAssetRequest = z.object({ integrationName: ZIntegrationName, assetId: ZId });

/**
 * The bytes behind `urls.icon` and `previewImages` (public: images are shown where no token is
 * sent, e.g. in an <img>). Asset ids are random (120 bits) and only given out with the
 * integration, to whoever may see it.
 */
export async function getIntegrationAsset(
  ctx: IdentityContext,
  request: identityV1.GetIntegrationAssetRequest,
  _callContext: CallContext,
): Promise<identityV1.GetIntegrationAssetResponse> {
  const { integrationName, assetId } = parseRequest(ZGetIntegrationAssetRequest, request);
  const asset = await findIntegrationAsset(ctx.db, integrationName, assetId);
  if (!asset) throw notFound('No such image of this integration');
  return { data: Buffer.from(asset.data), contentType: asset.contentType };
}
