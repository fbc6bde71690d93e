import type { RouteRow } from '../route-row';
import { collectionPermissionRoutes } from './content/collection-permissions';
import { collectionRoutes } from './content/collections';
import { linkRoutes } from './content/links';
import { revisionRoutes } from './content/revisions';
import { spaceRoutes } from './content/spaces';
import { memberRoutes } from './identity/members';
import { organizationRoutes } from './identity/organizations';
import { teamRoutes } from './identity/teams';
import { userRoutes } from './identity/users';

/**
 * Every /v1 route row, area by area: one file per proto file that has routes
 * (routes/v1/<service>/<area>.ts). A new area file is added here; `validateRouteTable`
 * checks the whole list against the protos at start-up.
 */
export const v1Routes: RouteRow[] = [
  ...userRoutes,
  ...organizationRoutes,
  ...memberRoutes,
  ...teamRoutes,
  ...collectionRoutes,
  ...collectionPermissionRoutes,
  ...spaceRoutes,
  ...linkRoutes,
  ...revisionRoutes,
];
