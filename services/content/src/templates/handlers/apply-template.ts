import type { contentV1 } from '@quire/proto';
import { getPrincipal, invalidArgument, parseRequest, permissionDenied, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorize } from '../../access/policy';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { spacePermissions, spaceRules } from '../../spaces/policy';
import { templateCatalog } from '../catalog';
import { templateApplier } from '../commands/template-applier';
import { ZContentRef } from '../../lib/content-refs';
import { contentRefUrl } from '../content-ref-url';
import { loadSpace } from '../../spaces/load';

const ZApplyTemplateRequest = z.object({
  spaceId: ZId,
  id: z.string().min(1).max(100),
  params: z
    .object({ contentRefs: z.record(z.string().min(1).max(100), ZContentRef).optional() })
    .strict()
    .optional(),
});

/** POST /spaces/{spaceId}/content/template: 201 without a body; an unknown template id is a 400. */
export async function applyTemplate(ctx: ContentContext, request: contentV1.ApplyTemplateRequest, callContext: CallContext): Promise<Record<string, never>> {
  const principal = getPrincipal(callContext);
  const input = parseRequest(ZApplyTemplateRequest, request);
  const { space, access } = await loadSpace(ctx, principal, input.spaceId);
  authorize(access, spaceRules.edit, 'Space');
  if (!spacePermissions(access, space).edit) throw permissionDenied('The space is locked: its content cannot be changed');
  const template = templateCatalog().get(input.id);
  if (!template) throw invalidArgument(`id: unknown template "${input.id}" (see GET /v1/templates)`);
  const refs = input.params?.contentRefs ?? {};
  const unknown = Object.keys(refs).filter((name) => !(name in template.refs));
  if (unknown.length > 0) {
    const accepted = Object.keys(template.refs);
    throw invalidArgument(`params.contentRefs: the template has no placeholder ${unknown.join(', ')} (it accepts ${accepted.length ? accepted.join(', ') : 'none'})`);
  }
  const values: Record<string, string> = {};
  for (const [name, ref] of Object.entries(template.refs)) values[name] = refs[name] ? contentRefUrl(refs[name], space.id, ctx.urls) : ref.default;
  await templateApplier(ctx.db, { spaceId: space.id, template, values, actorId: principal.userId });
  return {};
}
