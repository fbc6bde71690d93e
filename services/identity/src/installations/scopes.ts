import { INTEGRATION_SCOPES, invalidArgument, type IntegrationScope } from '@quire/shared';

const isKnownScope = (scope: string): scope is IntegrationScope => (INTEGRATION_SCOPES as readonly string[]).includes(scope);

/**
 * What an installation may do: the scopes its organization granted that the integration's
 * current version still asks for, in the integration's order. Publishing a version that asks
 * for more cannot widen an installation (docs/integrations.md "Scopes"); one that asks for
 * fewer narrows it at once.
 */
export function effectiveScopes(granted: readonly string[], requested: readonly string[]): IntegrationScope[] {
  return requested.filter((scope): scope is IntegrationScope => isKnownScope(scope) && granted.includes(scope));
}

/** Scopes the current version asks for that the installing organization has not granted yet. */
export function pendingScopes(granted: readonly string[], requested: readonly string[]): IntegrationScope[] {
  return requested.filter((scope): scope is IntegrationScope => isKnownScope(scope) && !granted.includes(scope));
}

/**
 * Checks scopes an admin grants: each must be one the integration asks for now (granting more
 * than it asks for would let a later version use them without asking). INVALID_ARGUMENT
 * naming the first that is not.
 */
export function checkGrantedScopes(scopes: readonly string[], requested: readonly string[], integrationName: string): void {
  const extra = scopes.find((scope) => !requested.includes(scope));
  if (extra !== undefined) {
    throw invalidArgument(`scopes: the integration "${integrationName}" does not ask for the scope "${extra}"`);
  }
}
