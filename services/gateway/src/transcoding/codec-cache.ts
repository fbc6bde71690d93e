import protobuf from 'protobufjs';

/**
 * What the transcoder (to-json.ts, from-json.ts) knows about each message type and enum,
 * computed once per type and kept in WeakMaps: JSON names, enum strings, field kinds.
 *
 * It supports exactly what Quire's protos use (docs/conventions.md "Protocol buffers"):
 * scalars string, bool, int32 and double; enums with the `quire.common.v1.json_value` /
 * `json_null` options; nested messages; proto3 `optional`; repeated fields; maps; and the
 * well-known types Timestamp, Struct, Value, ListValue and Empty (an empty message). `bytes`
 * is known to the codec, but a route may only use it as its raw body or raw response field
 * (`validateRouteTable` checks that with `bytesFieldsOf`): JSON never fills it. A oneof
 * (GitBook's `oneOf(string | Object)` fields, such as an installation's `space`) is written
 * under the oneof's own name with the value of the member that is set; JSON never fills one.
 * Anything else (64-bit integers, wrappers, Duration, ...) is refused when the codec is
 * built, which `assertTranscodable` does for every routed rpc at start-up.
 */

/** A JSON value the message cannot hold: answered as 400 "<field>: <reason>". */
export class TranscodeError extends Error {
  constructor(
    readonly fieldPath: string,
    readonly reason: string,
  ) {
    super(`${fieldPath}: ${reason}`);
    this.name = 'TranscodeError';
  }
}

const JSON_VALUE_OPTION = '(quire.common.v1.json_value)';
const JSON_NULL_OPTION = '(quire.common.v1.json_null)';

export type EnumCodec = {
  /** Value number -> JSON; a missing entry means "not written" (UNSPECIFIED, unknown). */
  toJson: Map<number, string | null>;
  fromJson: Map<string, number>;
  /** The value read from JSON null, if one carries `json_null`. */
  nullNumber?: number;
  names: string[];
};

export type Scalar = 'string' | 'bool' | 'int32' | 'double' | 'bytes';
const SCALARS = new Set<string>(['string', 'bool', 'int32', 'double', 'bytes']);

export type ValueKind = { kind: 'scalar'; scalar: Scalar } | { kind: 'enum'; codec: EnumCodec } | { kind: 'message'; type: protobuf.Type };

export type FieldCodec = {
  name: string;
  jsonName: string;
  repeated: boolean;
  map: boolean;
  /** Absent is distinguishable from the default: proto3 `optional`, message and oneof fields. */
  hasPresence: boolean;
  /** A member of a (non-synthetic) oneof: written as `jsonName`, the oneof's name, when set; never read from JSON. */
  oneofMember?: boolean;
  value: ValueKind;
  defaultValue: unknown;
};

export type WellKnown = 'Timestamp' | 'Struct' | 'Value' | 'ListValue';
const WELL_KNOWN = new Set<string>(['Timestamp', 'Struct', 'Value', 'ListValue']);
const WELL_KNOWN_PREFIX = '.google.protobuf.';

export type TypeCodec = {
  /** The google.protobuf type with its own JSON form, if this is one. */
  wellKnown?: WellKnown;
  fields: FieldCodec[];
  byJsonKey: Map<string, FieldCodec>;
};

/** protoc's ToJsonName: drop underscores, upper-case the letter after each. */
export function protocJsonName(fieldName: string): string {
  let result = '';
  let upperNext = false;
  for (const char of fieldName) {
    if (char === '_') {
      upperNext = true;
    } else if (upperNext) {
      result += char.toUpperCase();
      upperNext = false;
    } else {
      result += char;
    }
  }
  return result;
}

export function jsonNameOf(field: protobuf.Field): string {
  const option = field.options?.json_name;
  return typeof option === 'string' && option !== '' ? option : protocJsonName(field.name);
}

const upperSnake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();

const enumCodecs = new WeakMap<protobuf.Enum, EnumCodec>();

export function enumCodecOf(enumType: protobuf.Enum): EnumCodec {
  const cached = enumCodecs.get(enumType);
  if (cached) return cached;
  const names = Object.keys(enumType.values);
  const unspecified = names.find((name) => enumType.values[name] === 0 && name.endsWith('_UNSPECIFIED'));
  const prefix = unspecified ? unspecified.slice(0, -'UNSPECIFIED'.length) : `${upperSnake(enumType.name)}_`;
  const codec: EnumCodec = { toJson: new Map(), fromJson: new Map(), names: [] };
  for (const name of names) {
    const number = enumType.values[name];
    const options = enumType.valuesOptions?.[name] ?? {};
    if (options[JSON_NULL_OPTION] === true) {
      codec.toJson.set(number, null);
      codec.nullNumber = number;
      continue;
    }
    if (name === unspecified) continue;
    const explicit = options[JSON_VALUE_OPTION];
    const json =
      typeof explicit === 'string'
        ? explicit
        : (name.startsWith(prefix) ? name.slice(prefix.length) : name).toLowerCase().replace(/_/g, '-');
    codec.toJson.set(number, json);
    codec.fromJson.set(json, number);
    codec.names.push(json);
  }
  enumCodecs.set(enumType, codec);
  return codec;
}

function valueKindOf(type: protobuf.Type, field: protobuf.Field, wellKnown: boolean): ValueKind {
  field.resolve();
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) return { kind: 'enum', codec: enumCodecOf(resolved) };
  if (resolved instanceof protobuf.Type) return { kind: 'message', type: resolved };
  // The well-known types' own fields (Timestamp's int64 seconds) are read by their special cases.
  if (!SCALARS.has(field.type) && !wellKnown) throw new Error(`${type.fullName}.${field.name}: scalar type ${field.type} is not supported by the transcoder`);
  return { kind: 'scalar', scalar: field.type as Scalar };
}

const typeCodecs = new WeakMap<protobuf.Type, TypeCodec>();

export function typeCodecOf(type: protobuf.Type): TypeCodec {
  const cached = typeCodecs.get(type);
  if (cached) return cached;
  // protobufjs recomputes `fullName` from the parent chain on every read: read it once here.
  const fullName = type.fullName;
  let wellKnown: WellKnown | undefined;
  if (fullName.startsWith(WELL_KNOWN_PREFIX)) {
    const name = fullName.slice(WELL_KNOWN_PREFIX.length);
    if (WELL_KNOWN.has(name)) wellKnown = name as WellKnown;
    else if (type.fieldsArray.length > 0) throw new Error(`${fullName} is not supported by the transcoder`);
  }
  const fields: FieldCodec[] = type.fieldsArray.map((field) => {
    const proto3Optional = field.options?.proto3_optional === true;
    // google.protobuf.Value's `kind` is a oneof, read by its special case.
    const oneofMember = field.partOf !== null && field.partOf !== undefined && !proto3Optional && !wellKnown;
    if (oneofMember && (field.repeated || field.map)) throw new Error(`${fullName}.${field.name}: repeated oneof members are not supported by the transcoder`);
    const value = valueKindOf(type, field, wellKnown !== undefined);
    return {
      name: field.name,
      jsonName: oneofMember ? protocJsonName(field.partOf!.name) : jsonNameOf(field),
      repeated: field.repeated,
      map: field.map,
      hasPresence: proto3Optional || oneofMember || value.kind === 'message',
      ...(oneofMember && { oneofMember }),
      value,
      defaultValue: field.typeDefault,
    };
  });
  const byJsonKey = new Map<string, FieldCodec>();
  // Oneof members are answered, never read from JSON: no JSON key addresses them.
  const readable = fields.filter((field) => !field.oneofMember);
  for (const field of readable) byJsonKey.set(field.name, field);
  for (const field of readable) byJsonKey.set(field.jsonName, field);
  const codec: TypeCodec = { wellKnown, fields, byJsonKey };
  typeCodecs.set(type, codec);
  return codec;
}

/** The field of `type` addressed by a JSON name (or, failing that, by its proto name). */
export function findField(type: protobuf.Type, key: string): { name: string; jsonName: string } | undefined {
  const field = typeCodecOf(type).byJsonKey.get(key);
  return field ? { name: field.name, jsonName: field.jsonName } : undefined;
}

/**
 * Builds the codec of `type` and of every message reachable from it, so that a field kind
 * the transcoder does not support stops the gateway at start-up, not at the first request.
 */
export function assertTranscodable(type: protobuf.Type, seen = new Set<protobuf.Type>()): void {
  if (seen.has(type)) return;
  seen.add(type);
  const codec = typeCodecOf(type);
  if (codec.wellKnown) return;
  for (const field of codec.fields) {
    if (field.value.kind === 'message') assertTranscodable(field.value.type, seen);
  }
}

/**
 * The `bytes` fields reachable from `type`, as dotted JSON paths ("data", "file.data"), for
 * the route table's check that bytes only travel as a raw body or raw response.
 */
export function bytesFieldsOf(type: protobuf.Type, prefix = '', seen = new Set<protobuf.Type>()): string[] {
  if (seen.has(type)) return [];
  seen.add(type);
  const codec = typeCodecOf(type);
  if (codec.wellKnown) return [];
  const found: string[] = [];
  for (const field of codec.fields) {
    const path = prefix ? `${prefix}.${field.jsonName}` : field.jsonName;
    if (field.value.kind === 'scalar' && field.value.scalar === 'bytes') found.push(path);
    else if (field.value.kind === 'message') found.push(...bytesFieldsOf(field.value.type, path, seen));
  }
  return found;
}

/** The codec of the top-level field `jsonName` of `type`, if it has one. */
export function fieldCodecOf(type: protobuf.Type, jsonName: string): FieldCodec | undefined {
  return typeCodecOf(type).byJsonKey.get(jsonName);
}
