import type { insightsV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { AUDIT_ACTIONS } from '../actions';
import { authorizeAuditRead } from '../policy';
import { presentAuditEventAction } from '../presenter';

const ZListAuditEventActionsRequest = z.object({ organizationId: ZId });

export async function listAuditEventActions(
  _ctx: InsightsContext,
  request: insightsV1.ListAuditEventActionsRequest,
  callContext: CallContext,
): Promise<insightsV1.ListAuditEventActionsResponse> {
  const { organizationId } = parseRequest(ZListAuditEventActionsRequest, request);
  authorizeAuditRead(getPrincipal(callContext), organizationId);
  return { items: AUDIT_ACTIONS.map(presentAuditEventAction) };
}
