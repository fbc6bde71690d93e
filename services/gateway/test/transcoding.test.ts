import protobuf from 'protobufjs';
import { assertTranscodable, protocJsonName, TranscodeError } from '../src/transcoding/codec-cache';
import { encodeJson, jsonToMessage } from '../src/transcoding/from-json';
import { decodeToJson, messageToJson } from '../src/transcoding/to-json';
import { fixtureRegistry } from './fixtures/fixture-services';

const registry = fixtureRegistry();
const Widget = registry.root.lookupType('quire.fixture.v1.Widget');
const CreateWidgetRequest = registry.root.lookupType('quire.fixture.v1.CreateWidgetRequest');
const MemberRoleHolder = registry.root.lookupType('quire.identity.v1.Membership');

const roundTrip = (json: Record<string, unknown>) => decodeToJson(Widget, encodeJson(Widget, json));

describe('JSON names', () => {
  it('follow protoc camelCase, or json_name when set', () => {
    expect(protocJsonName('display_name')).toBe('displayName');
    expect(protocJsonName('free_2024')).toBe('free2024');
    const json = roundTrip({ displayName: 'A', photoURL: 'p', createOpenAPISpec: 's', free2024: 'f' });
    expect(json).toMatchObject({ displayName: 'A', photoURL: 'p', createOpenAPISpec: 's', free2024: 'f' });
    expect(json).not.toHaveProperty('photoUrl');
  });

  it('accepts proto field names on input and ignores unknown keys', () => {
    const message = jsonToMessage(Widget, { display_name: 'A', notAField: 1 });
    expect(message).toEqual({ display_name: 'A' });
  });
});

describe('enums', () => {
  it('write the lower-cased, dashed suffix after the enum prefix', () => {
    expect(roundTrip({ visibility: 'share-link' }).visibility).toBe('share-link');
    expect(roundTrip({ visibility: 'public' }).visibility).toBe('public');
  });

  it('use json_value and json_null options', () => {
    expect(roundTrip({ visibility: 'inCollection' }).visibility).toBe('inCollection');
    expect(jsonToMessage(Widget, { optionalVisibility: null })).toEqual({ optional_visibility: 4 });
    expect(roundTrip({ optionalVisibility: null })).toHaveProperty('optionalVisibility', null);
    expect(roundTrip({ visibilities: ['public', null, 'inCollection'] }).visibilities).toEqual(['public', null, 'inCollection']);
  });

  it('never write UNSPECIFIED', () => {
    const json = roundTrip({});
    expect(json).not.toHaveProperty('visibility');
    expect(json).not.toHaveProperty('optionalVisibility');
    expect(messageToJson(Widget, { visibilities: [0, 1] }).visibilities).toEqual(['public']);
  });

  it('map the guest role of identity to null and back', () => {
    const json = decodeToJson(MemberRoleHolder, encodeJson(MemberRoleHolder, { organizationId: 'o', role: null }));
    expect(json).toEqual({ organizationId: 'o', role: null });
    expect(decodeToJson(MemberRoleHolder, encodeJson(MemberRoleHolder, { role: 'admin' })).role).toBe('admin');
  });

  it('refuse strings that are not values of the enum', () => {
    expect(() => jsonToMessage(Widget, { visibility: 'SHARE_LINK' })).toThrow(
      new TranscodeError('visibility', 'must be one of "public", "share-link", "inCollection"'),
    );
    expect(() => jsonToMessage(Widget, { visibility: 2 })).toThrow(TranscodeError);
  });
});

describe('well-known types', () => {
  it('write Timestamp as ISO 8601 and read ISO strings or Dates', () => {
    expect(roundTrip({ createdAt: '2024-01-02T03:04:05.678Z' }).createdAt).toBe('2024-01-02T03:04:05.678Z');
    expect(roundTrip({ createdAt: '2024-01-02T04:04:05+01:00' }).createdAt).toBe('2024-01-02T03:04:05.000Z');
    expect(roundTrip({ createdAt: new Date(0) }).createdAt).toBe('1970-01-01T00:00:00.000Z');
    expect(() => jsonToMessage(Widget, { createdAt: 'yesterday' })).toThrow('createdAt: must be an ISO 8601 date-time');
  });

  it('write Struct, Value and ListValue as plain JSON', () => {
    const document = { nodes: [{ type: 'paragraph', leaves: ['a', 1, true, null] }], empty: {}, n: -1.5 };
    const json = roundTrip({ document, parent: 'abc', tagsList: [1, 'two', { three: [3] }] });
    expect(json.document).toEqual(document);
    expect(json.parent).toBe('abc');
    expect(json.tagsList).toEqual([1, 'two', { three: [3] }]);
  });

  it('distinguish a null Value from an absent one', () => {
    expect(roundTrip({ parent: null })).toHaveProperty('parent', null);
    expect(roundTrip({})).not.toHaveProperty('parent');
    expect(jsonToMessage(CreateWidgetRequest, { parent: null })).toEqual({ parent: { nullValue: 0 } });
  });
});

describe('presence', () => {
  it('omits absent proto3 optional fields and unset messages', () => {
    const json = roundTrip({});
    for (const key of ['photoURL', 'limit', 'deletedAt', 'urls', 'document']) {
      expect(json).not.toHaveProperty(key);
    }
  });

  it('writes set optional fields even at their default', () => {
    const json = roundTrip({ limit: 0, photoURL: '' });
    expect(json.limit).toBe(0);
    expect(json.photoURL).toBe('');
  });

  it('always writes non-optional scalars, repeated fields and maps', () => {
    expect(roundTrip({})).toEqual({
      object: '',
      id: '',
      displayName: '',
      count: 0,
      archived: false,
      ratio: 0,
      tags: [],
      visibilities: [],
      counters: {},
      links: {},
      history: [],
      createOpenAPISpec: '',
      free2024: '',
    });
  });
});

describe('scalars, nesting, repeated and maps', () => {
  it('round-trips nested messages, repeated messages and maps', () => {
    const input = {
      urls: { location: 'https://x/1', app: 'https://app/1' },
      history: [{ location: 'a' }, { location: 'b', app: 'c' }],
      counters: { one: 1, two: 2 },
      links: { self: { location: 'l' } },
      tags: ['a', 'b'],
    };
    expect(roundTrip(input)).toMatchObject(input);
  });

  it('writes doubles and 32-bit integers as JSON numbers', () => {
    const json = roundTrip({ ratio: 0.25, count: -7 });
    expect(json.ratio).toBe(0.25);
    expect(json.count).toBe(-7);
  });

  it('coerces query-string scalars and wraps single values into repeated fields', () => {
    expect(jsonToMessage(Widget, { count: '7', archived: 'true', tags: 'one', ratio: '0.5' })).toEqual({
      count: 7,
      archived: true,
      tags: ['one'],
      ratio: 0.5,
    });
  });

  it('reports the path of a value of the wrong type', () => {
    expect(() => jsonToMessage(Widget, { urls: { location: 5 } })).toThrow('urls.location: must be a string');
    expect(() => jsonToMessage(Widget, { history: [{ location: 'a' }, 'b'] })).toThrow('history.1: must be an object');
    expect(() => jsonToMessage(Widget, { count: 1.5 })).toThrow('count: must be an integer');
    expect(() => jsonToMessage(Widget, { count: 2 ** 31 })).toThrow('count: must be a 32-bit integer');
    expect(() => jsonToMessage(Widget, { document: [1] })).toThrow('document: must be an object');
    expect(() => jsonToMessage(Widget, 'text')).toThrow('body: must be an object');
  });

  it('treats null on a non-nullable field as absent', () => {
    expect(jsonToMessage(Widget, { displayName: null, urls: null, limit: null, tags: null })).toEqual({});
  });
});

describe('request messages', () => {
  it('decode merged route input by JSON name, nested message included', () => {
    const bytes = encodeJson(CreateWidgetRequest, {
      organizationId: 'org',
      title: 'T',
      visibility: 'public',
      widget: { id: 'w', displayName: 'W', createdAt: '2024-05-06T07:08:09.000Z' },
    });
    expect(decodeToJson(CreateWidgetRequest, bytes)).toEqual({
      organizationId: 'org',
      title: 'T',
      visibility: 'public',
      tags: [],
      widget: expect.objectContaining({ id: 'w', displayName: 'W', createdAt: '2024-05-06T07:08:09.000Z' }),
    });
  });
});

describe('supported field kinds', () => {
  const typeOf = (body: string) => protobuf.parse(`syntax = "proto3"; package t; message M { ${body} }`, { keepCase: true }).root.lookupType('t.M');

  it('refuses, when the codec is built, the kinds Quire protos do not use', () => {
    expect(() => assertTranscodable(typeOf('int64 size = 1;'))).toThrow('scalar type int64 is not supported');
    expect(() => assertTranscodable(typeOf('float ratio = 1;'))).toThrow('scalar type float is not supported');
    expect(() => assertTranscodable(typeOf('message N { uint64 n = 1; } N nested = 1;'))).toThrow('scalar type uint64 is not supported');
  });

  it('writes a oneof under its own name, with the member that is set, and reads none from JSON', () => {
    const type = typeOf('message N { string id = 1; } oneof space { string space_id = 1; N space_object = 2; } string title = 3;');
    assertTranscodable(type);
    expect(messageToJson(type, { space_id: 's1', title: 't' })).toEqual({ space: 's1', title: 't' });
    expect(messageToJson(type, { space_object: { id: 's2' }, title: 't' })).toEqual({ space: { id: 's2' }, title: 't' });
    expect(messageToJson(type, { title: 't' })).toEqual({ title: 't' });
    expect(decodeToJson(type, type.encode(type.fromObject({ space_object: { id: 's3' } })).finish())).toEqual({ space: { id: 's3' }, title: '' });
    expect(jsonToMessage(type, { space: 's1' })).toEqual({});
  });

  it('accepts every message of the Quire protos', () => {
    const quire = registry.root.lookup('quire') as protobuf.Namespace;
    const types: protobuf.Type[] = [];
    const collect = (namespace: protobuf.NamespaceBase) => {
      for (const nested of namespace.nestedArray) {
        if (nested instanceof protobuf.Type) types.push(nested);
        if (nested instanceof protobuf.Namespace || nested instanceof protobuf.Type) collect(nested);
      }
    };
    collect(quire);
    expect(types.length).toBeGreaterThan(50);
    for (const type of types) expect(() => assertTranscodable(type)).not.toThrow();
  });
});
