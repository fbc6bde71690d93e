import { definitionsReferencedBy } from '../lib/contract';

// The contract's SiteAdaptiveJSONSchema, with every schema it references, from @gitbook/api.
export const ADAPTIVE_SCHEMA_DEFINITIONS = definitionsReferencedBy({ $ref: '#/definitions/SiteAdaptiveJSONSchema' });
