import { bootstrappingRuntime } from '../runtime';
import { requestState } from '../request-state';
import { policySchema, type GatewayPolicy } from './policy';

/** Serves the OpenAPI document generated from the route table (public). */
export const openApiPolicy: GatewayPolicy = {
  name: 'quire-openapi',
  schema: policySchema('quire-openapi'),
  policy: () => {
    const { openApiDocument } = bootstrappingRuntime();
    return (_req, res) => {
      requestState(res).route = '/v1/openapi.json';
      res.status(200).json(openApiDocument());
    };
  },
};
