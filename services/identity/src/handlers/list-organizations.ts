import type { identityV1 } from '@quire/proto';
import { getPrincipal, pageLimit, type CallContext } from '@quire/shared';
import type { IdentityDeps } from '../deps';
import { presentOrganization } from '../presenters/organization';
import { listUserOrganizations } from '../queries/organizations';

export const listOrganizations =
  ({ prisma, urls }: IdentityDeps) =>
  async (
    request: identityV1.ListOrganizationsRequest,
    context: CallContext,
  ): Promise<identityV1.ListOrganizationsResponse> => {
    const principal = getPrincipal(context);
    const limit = pageLimit(request.limit);
    const page = await listUserOrganizations(prisma, principal.userId, { page: request.page, limit });
    return {
      items: page.items.map((item) =>
        presentOrganization(item.organization, { userId: principal.userId, role: item.role }, item, urls),
      ),
      next: page.next,
      count: page.count,
    };
  };
