import { expectOk } from './content-helpers';
import { startStack, type Stack } from './harness';

// getApiInformation (GET /v1/) through the official client: answered by the gateway itself
// (docs/gateway.md "Gateway-local rpcs"), checked against the contract.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 90_000);

afterAll(async () => {
  await stack?.stop();
});

describe('getApiInformation', () => {
  it("answers the running Quire's version and the ISO date of its build", async () => {
    const org = await stack.createOrg();
    const information = await expectOk('getApiInformation', 200, stack.api(org.token).getApiInformation());
    const rootPackage = (await import('../../package.json')) as { version: string };
    expect(information.version).toBe(rootPackage.version);
    expect(new Date(information.build).toISOString()).toBe(information.build);
    expect(Date.parse(information.build)).toBeLessThanOrEqual(Date.now());
  });

  it('needs a token, as every /v1 route (the global security of the contract)', async () => {
    const response = await fetch(`${stack.baseUrl}/v1/`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 401, message: expect.any(String) } });
  });
});
