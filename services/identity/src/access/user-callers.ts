import { findPrincipal, requireScope, type CallContext } from '@quire/shared';

type Handler = (request: never, callContext: CallContext) => Promise<unknown>;

/**
 * A service whose every rpc is for users only: members, teams, API tokens, SAML providers,
 * the caller's user and organizations. No integration scope grants any of it, so an
 * installation token is refused (PERMISSION_DENIED, `requireScope(principal, null)`) before
 * the handler runs, whatever the resource, which also means nothing is learnt about whether it
 * exists. User tokens reach the handlers exactly as before.
 */
export function forUsersOnly<T extends { [Rpc in keyof T]: Handler }>(implementation: T): T {
  const guarded: Record<string, Handler> = {};
  for (const [name, handler] of Object.entries(implementation) as [string, Handler][]) {
    guarded[name] = async (request, callContext) => {
      const principal = findPrincipal(callContext);
      if (principal) requireScope(principal, null);
      return handler(request, callContext);
    };
  }
  return guarded as T;
}
