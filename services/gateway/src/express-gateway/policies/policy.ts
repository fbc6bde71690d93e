import type { RequestHandler } from 'express';

/** The shape express-gateway expects from `context.registerPolicy`. */
export type GatewayPolicy = {
  name: string;
  schema: { $id: string; type: 'object'; properties: Record<string, unknown> };
  policy: (actionParams: Record<string, unknown>) => RequestHandler;
};

export const policySchema = (name: string): GatewayPolicy['schema'] => ({
  $id: `https://quire.dev/schemas/policies/${name}.json`,
  type: 'object',
  properties: {},
});
