import { defineRoutes } from '../../route-row';

/**
 * What the gateway answers itself (quire.gateway.v1, proto/quire/gateway/v1/api_information.proto):
 * no service owns the API's own version. The rpc is served in the gateway's process
 * (src/local/local-rpcs.ts, docs/gateway.md "Gateway-local rpcs").
 */
export const apiInformationRoutes = defineRoutes([
  {
    operationId: 'getApiInformation',
    method: 'get',
    path: '/',
    rpc: 'quire.gateway.v1.ApiInformationService/GetApiInformation',
    status: 200,
    summary: 'Get API information',
  },
]);
