import fs from 'node:fs';
import path from 'node:path';
import { readApiInformation } from '../src/local/api-information';
import { localRpcs } from '../src/local/local-rpcs';
import { DEFAULT_PROTO_DIR } from '../src/server';
import { GrpcCaller } from '../src/transcoding/grpc-caller';
import { loadProtoRegistry } from '../src/transcoding/proto-registry';

const ROOT_VERSION = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string }).version;
const STAMP = path.resolve(__dirname, '..', 'dist', 'build-info.json');

describe('readApiInformation', () => {
  it("answers the root package.json's version, and QUIRE_VERSION instead when set", () => {
    expect(ROOT_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(readApiInformation({}).version).toBe(ROOT_VERSION);
    expect(readApiInformation({ QUIRE_VERSION: '2.3.4-rc.1' }).version).toBe('2.3.4-rc.1');
  });

  it('answers QUIRE_BUILD_DATE in ISO 8601, and refuses one that is not a date', () => {
    expect(readApiInformation({ QUIRE_BUILD_DATE: '2026-11-28T09:15:00+01:00' }).build).toBe('2026-11-28T08:15:00.000Z');
    expect(() => readApiInformation({ QUIRE_BUILD_DATE: 'yesterday' })).toThrow('QUIRE_BUILD_DATE must be a date (ISO 8601), not "yesterday"');
  });

  it("answers the build's stamp (dist/build-info.json) without QUIRE_BUILD_DATE, else the time it started", () => {
    const startedAt = new Date('2026-01-02T03:04:05.000Z');
    const stamp = fs.existsSync(STAMP) ? (JSON.parse(fs.readFileSync(STAMP, 'utf8')) as { build: string }).build : undefined;
    expect(readApiInformation({}, startedAt).build).toBe(stamp ? new Date(stamp).toISOString() : startedAt.toISOString());
  });
});

describe('the gateway-local GetApiInformation rpc', () => {
  it('is answered in the process, encoded as the proto says, without any service address', async () => {
    const registry = loadProtoRegistry([DEFAULT_PROTO_DIR]);
    const method = registry.method('quire.gateway.v1.ApiInformationService/GetApiInformation');
    const caller = new GrpcCaller({}, { local: localRpcs(registry, { apiInformation: { version: '1.2.3', build: '2026-11-28T08:00:00.000Z' } }) });
    const response = await caller.call(method, new Uint8Array(), {} as never, 1000);
    expect(method.responseType.toObject(method.responseType.decode(response))).toEqual({ version: '1.2.3', build: '2026-11-28T08:00:00.000Z' });
    // Any other rpc still needs its service's address.
    expect(() => caller.addressOf(registry.method('quire.content.v1.EmbedService/GetEmbedByUrl'))).toThrow('No gRPC address configured for package quire.content.v1');
    caller.close();
  });
});
