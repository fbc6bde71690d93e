import { invalidArgument } from '@quire/shared';
import type { ConfigurationProperty, IntegrationConfigurations } from '../integrations/validation';

/** The stored account configuration of one installation, as JSON. */
export const MAX_CONFIGURATION_BYTES = 64 * 1024;

/** At most the contract's 5 external ids, each at most this long. */
export const MAX_EXTERNAL_IDS = 5;
export const MAX_EXTERNAL_ID_LENGTH = 255;

function checkValue(name: string, property: ConfigurationProperty, value: unknown): void {
  const field = `configuration.${name}`;
  if (value === null) return;
  switch (property.type) {
    case 'string':
      if (typeof value !== 'string') throw invalidArgument(`${field}: must be a string`);
      if (property.enum && !property.enum.includes(value)) throw invalidArgument(`${field}: must be one of ${property.enum.join(', ')}`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalidArgument(`${field}: must be a number`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalidArgument(`${field}: must be true or false`);
      return;
    case 'button':
      throw invalidArgument(`${field}: is a button and holds no value`);
  }
}

/**
 * An installation's configuration at `level` (account, or a space or site installation's),
 * checked against the integration's `configurations[level]` when that is a schema: only its properties, each of its type (and
 * in its `enum`). A component-driven configuration (or none) is the integration's own
 * business: any JSON object within the size limit is kept.
 */
export function checkInstallationConfiguration(
  configuration: Record<string, unknown>,
  integrationConfigurations: unknown,
  level: 'account' | 'space' | 'site' = 'account',
): void {
  if (Buffer.byteLength(JSON.stringify(configuration), 'utf8') > MAX_CONFIGURATION_BYTES) {
    throw invalidArgument(`configuration: must be at most ${MAX_CONFIGURATION_BYTES} bytes of JSON`);
  }
  const schema = (integrationConfigurations as IntegrationConfigurations | null)?.[level];
  if (!schema || !('properties' in schema)) return;
  for (const [name, value] of Object.entries(configuration)) {
    const property = Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
    if (!property) throw invalidArgument(`configuration.${name}: is not a property of the integration's ${level} configuration`);
    checkValue(name, property, value);
  }
}
