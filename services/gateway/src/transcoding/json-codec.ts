import protobuf from 'protobufjs';

/**
 * Generic JSON <-> protobuf message transcoding, following docs/conventions.md
 * ("Protocol buffers"): JSON names from `json_name` or the protoc camelCase rule, enum strings
 * from the value-name suffix or the `quire.common.v1.json_value` / `json_null` options,
 * Timestamp as ISO 8601, Struct/Value/ListValue as plain JSON, int64 as JSON numbers.
 *
 * Messages are plain objects keyed by the proto field names as written in the .proto files
 * (the registry loads with `keepCase`), which is what protobufjs' `encode` accepts and
 * what its `decode` returns.
 */

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

type EnumCodec = {
  /** Value number -> JSON; a missing entry means "not written" (UNSPECIFIED, unknown). */
  toJson: Map<number, string | null>;
  fromJson: Map<string, number>;
  /** The value read from JSON null, if one carries `json_null`. */
  nullNumber?: number;
  names: string[];
};

type ValueKind =
  /** `asIs`: the decoded value is already its JSON (strings, bools, 32-bit numbers, doubles). */
  | { kind: 'scalar'; scalar: string; asIs: boolean }
  | { kind: 'enum'; codec: EnumCodec }
  | { kind: 'message'; type: protobuf.Type };

type FieldCodec = {
  name: string;
  jsonName: string;
  repeated: boolean;
  map: boolean;
  /** Absent is distinguishable from the default: proto3 `optional`, oneof members, messages. */
  hasPresence: boolean;
  value: ValueKind;
  defaultValue: unknown;
};

const WELL_KNOWN_PREFIX = '.google.protobuf.';

type TypeCodec = {
  /** '.google.protobuf.Timestamp'. protobufjs recomputes `fullName` from the parent chain on every read; this is read per message. */
  fullName: string;
  /** A google.protobuf type, which has its own JSON form. */
  wellKnown: boolean;
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

const typeCodecs = new WeakMap<protobuf.Type, TypeCodec>();

const LONG_SCALARS = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);

function valueKindOf(field: protobuf.Field): ValueKind {
  field.resolve();
  const resolved = field.resolvedType;
  if (resolved instanceof protobuf.Enum) return { kind: 'enum', codec: enumCodecOf(resolved) };
  if (resolved instanceof protobuf.Type) return { kind: 'message', type: resolved };
  return { kind: 'scalar', scalar: field.type, asIs: !LONG_SCALARS.has(field.type) && field.type !== 'bytes' };
}

function typeCodecOf(type: protobuf.Type): TypeCodec {
  const cached = typeCodecs.get(type);
  if (cached) return cached;
  const fields: FieldCodec[] = type.fieldsArray.map((field) => {
    const value = valueKindOf(field);
    return {
      name: field.name,
      jsonName: jsonNameOf(field),
      repeated: field.repeated,
      map: field.map,
      hasPresence: field.options?.proto3_optional === true || field.partOf != null || value.kind === 'message',
      value,
      defaultValue: field.typeDefault,
    };
  });
  const byJsonKey = new Map<string, FieldCodec>();
  for (const field of fields) byJsonKey.set(field.name, field);
  for (const field of fields) byJsonKey.set(field.jsonName, field);
  const fullName = type.fullName;
  const codec = { fullName, wellKnown: fullName.startsWith(WELL_KNOWN_PREFIX), fields, byJsonKey };
  typeCodecs.set(type, codec);
  return codec;
}

/** The field of `type` addressed by a JSON name (or, failing that, by its proto name). */
export function findField(type: protobuf.Type, key: string): { name: string; jsonName: string } | undefined {
  const field = typeCodecOf(type).byJsonKey.get(key);
  return field ? { name: field.name, jsonName: field.jsonName } : undefined;
}

// ---------------------------------------------------------------------------
// message -> JSON
// ---------------------------------------------------------------------------

const OMIT = Symbol('omit');
type Maybe<T> = T | typeof OMIT;

function longToNumber(value: unknown, unsigned: boolean): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Number(value);
  if (value && typeof value === 'object' && 'low' in value && 'high' in value) {
    const long = value as { low: number; high: number; unsigned?: boolean };
    return new protobuf.util.LongBits(long.low >>> 0, long.high >>> 0).toNumber(unsigned || long.unsigned === true);
  }
  return Number(value);
}

function scalarToJson(scalar: string, value: unknown): unknown {
  if (LONG_SCALARS.has(scalar)) return longToNumber(value, scalar.startsWith('u') || scalar === 'fixed64');
  if (scalar === 'bytes') {
    if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
    return typeof value === 'string' ? value : '';
  }
  return value;
}

const isPresent = (value: unknown) => value !== undefined && value !== null;

/**
 * Whether a presence-tracking field is set. Decoded messages carry defaults on their
 * prototype (a unset oneof member still reads as '' or 0), so only own properties count.
 */
const isSet = (message: Record<string, unknown>, name: string) =>
  Object.prototype.hasOwnProperty.call(message, name) && isPresent(message[name]);

function timestampToJson(message: Record<string, unknown>): string {
  const millis = longToNumber(message.seconds ?? 0, false) * 1000 + Math.floor(Number(message.nanos ?? 0) / 1e6);
  return new Date(millis).toISOString();
}

function structValueToJson(type: protobuf.Type, message: Record<string, unknown>): unknown {
  for (const field of typeCodecOf(type).fields) {
    if (!isSet(message, field.name)) continue;
    const value = message[field.name];
    switch (field.jsonName) {
      case 'nullValue':
        return null;
      case 'numberValue':
      case 'stringValue':
      case 'boolValue':
        return value;
      case 'structValue':
      case 'listValue':
        return valueToJson(field.value, value);
    }
  }
  return null;
}

function wellKnownToJson(type: protobuf.Type, message: Record<string, unknown>): Maybe<unknown> {
  switch (typeCodecOf(type).fullName) {
    case '.google.protobuf.Timestamp':
      return timestampToJson(message);
    case '.google.protobuf.Duration': {
      const seconds = longToNumber(message.seconds ?? 0, false) + Number(message.nanos ?? 0) / 1e9;
      return `${seconds}s`;
    }
    case '.google.protobuf.Struct': {
      const result: Record<string, unknown> = {};
      const fields = (message.fields ?? {}) as Record<string, Record<string, unknown>>;
      const valueType = type.lookupType('.google.protobuf.Value');
      for (const key of Object.keys(fields)) result[key] = structValueToJson(valueType, fields[key]);
      return result;
    }
    case '.google.protobuf.Value':
      return structValueToJson(type, message);
    case '.google.protobuf.ListValue': {
      const valueType = type.lookupType('.google.protobuf.Value');
      return ((message.values ?? []) as Record<string, unknown>[]).map((item) => structValueToJson(valueType, item));
    }
    case '.google.protobuf.Empty':
      return {};
    case '.google.protobuf.FieldMask':
      return ((message.paths ?? []) as string[]).join(',');
    case '.google.protobuf.DoubleValue':
    case '.google.protobuf.FloatValue':
    case '.google.protobuf.Int32Value':
    case '.google.protobuf.UInt32Value':
    case '.google.protobuf.BoolValue':
    case '.google.protobuf.StringValue':
    case '.google.protobuf.Int64Value':
    case '.google.protobuf.UInt64Value':
    case '.google.protobuf.BytesValue': {
      const field = type.fields.value;
      return scalarToJson(field.type, message.value ?? field.typeDefault);
    }
    default:
      return OMIT;
  }
}

function valueToJson(kind: ValueKind, value: unknown): Maybe<unknown> {
  switch (kind.kind) {
    case 'enum': {
      const json = kind.codec.toJson.get(Number(value));
      return json === undefined ? OMIT : json;
    }
    case 'message':
      // messageToJson handles the well-known types itself.
      return messageToJson(kind.type, value as Record<string, unknown>);
    case 'scalar':
      return kind.asIs ? value : scalarToJson(kind.scalar, value);
  }
}

/** A decoded message (or a plain object of the same shape) as GitBook-style JSON. */
export function messageToJson(type: protobuf.Type, message: Record<string, unknown>): Record<string, unknown> {
  const codec = typeCodecOf(type);
  if (codec.wellKnown) {
    const wellKnown = wellKnownToJson(type, message);
    if (wellKnown !== OMIT) return wellKnown as Record<string, unknown>;
  }
  const json: Record<string, unknown> = {};
  for (const field of codec.fields) {
    const value = message[field.name];
    if (field.map) {
      const entries: Record<string, unknown> = {};
      const source = (value ?? {}) as Record<string, unknown>;
      for (const key of Object.keys(source)) {
        const item = valueToJson(field.value, source[key]);
        if (item !== OMIT) entries[key] = item;
      }
      json[field.jsonName] = entries;
    } else if (field.repeated) {
      const items: unknown[] = [];
      for (const element of (value ?? []) as unknown[]) {
        const item = valueToJson(field.value, element);
        if (item !== OMIT) items.push(item);
      }
      json[field.jsonName] = items;
    } else if (field.hasPresence) {
      if (!isSet(message, field.name)) continue;
      const item = valueToJson(field.value, value);
      if (item !== OMIT) json[field.jsonName] = item;
    } else {
      const item = valueToJson(field.value, isPresent(value) ? value : field.defaultValue);
      if (item !== OMIT) json[field.jsonName] = item;
    }
  }
  return json;
}

// ---------------------------------------------------------------------------
// JSON -> message
// ---------------------------------------------------------------------------

const INT32_SCALARS = new Set(['int32', 'sint32', 'sfixed32']);
const UINT32_SCALARS = new Set(['uint32', 'fixed32']);

function toNumber(value: unknown, fieldPath: string, what: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) throw new TranscodeError(fieldPath, `must be ${what}`);
  return number;
}

function scalarFromJson(scalar: string, value: unknown, fieldPath: string): unknown {
  switch (scalar) {
    case 'string':
      if (typeof value !== 'string') throw new TranscodeError(fieldPath, 'must be a string');
      return value;
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new TranscodeError(fieldPath, 'must be a boolean');
    case 'bytes':
      if (typeof value !== 'string') throw new TranscodeError(fieldPath, 'must be a base64 string');
      return Buffer.from(value, 'base64');
    case 'double':
    case 'float':
      return toNumber(value, fieldPath, 'a number');
  }
  const number = toNumber(value, fieldPath, 'an integer');
  if (!Number.isInteger(number)) throw new TranscodeError(fieldPath, 'must be an integer');
  if (INT32_SCALARS.has(scalar) && (number < -2147483648 || number > 2147483647)) {
    throw new TranscodeError(fieldPath, 'must be a 32-bit integer');
  }
  if (UINT32_SCALARS.has(scalar) && (number < 0 || number > 4294967295)) {
    throw new TranscodeError(fieldPath, 'must be an unsigned 32-bit integer');
  }
  if (LONG_SCALARS.has(scalar) && !Number.isSafeInteger(number)) throw new TranscodeError(fieldPath, 'is out of range');
  return number;
}

function timestampFromJson(value: unknown, fieldPath: string): Record<string, unknown> {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new TranscodeError(fieldPath, 'must be an ISO 8601 date-time');
  const millis = date.getTime();
  const seconds = Math.floor(millis / 1000);
  return { seconds, nanos: (millis - seconds * 1000) * 1e6 };
}

function fieldOfType(type: protobuf.Type, jsonName: string): FieldCodec {
  const field = typeCodecOf(type).byJsonKey.get(jsonName);
  if (!field) throw new Error(`${type.fullName} has no field ${jsonName}`);
  return field;
}

function structValueFromJson(type: protobuf.Type, value: unknown, fieldPath: string): Record<string, unknown> {
  const set = (jsonName: string, content: unknown) => ({ [fieldOfType(type, jsonName).name]: content });
  if (value === null || value === undefined) return set('nullValue', 0);
  if (typeof value === 'number') return set('numberValue', value);
  if (typeof value === 'string') return set('stringValue', value);
  if (typeof value === 'boolean') return set('boolValue', value);
  if (Array.isArray(value)) return set('listValue', listValueFromJson(type, value, fieldPath));
  if (typeof value === 'object') return set('structValue', structFromJson(type, value as Record<string, unknown>, fieldPath));
  throw new TranscodeError(fieldPath, 'must be JSON');
}

function listValueFromJson(valueType: protobuf.Type, items: unknown[], fieldPath: string) {
  return { values: items.map((item, index) => structValueFromJson(valueType, item, `${fieldPath}.${index}`)) };
}

function structFromJson(valueType: protobuf.Type, object: Record<string, unknown>, fieldPath: string) {
  const fields: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (item !== undefined) fields[key] = structValueFromJson(valueType, item, `${fieldPath}.${key}`);
  }
  return { fields };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function wellKnownFromJson(type: protobuf.Type, value: unknown, fieldPath: string): Maybe<unknown> {
  switch (typeCodecOf(type).fullName) {
    case '.google.protobuf.Timestamp':
      return timestampFromJson(value, fieldPath);
    case '.google.protobuf.Duration': {
      const match = typeof value === 'string' ? /^(-?\d+)(?:\.(\d{1,9}))?s$/.exec(value) : null;
      if (!match) throw new TranscodeError(fieldPath, 'must be a duration like "1.5s"');
      const nanos = Number((match[2] ?? '').padEnd(9, '0'));
      return { seconds: Number(match[1]), nanos: match[1].startsWith('-') ? -nanos : nanos };
    }
    case '.google.protobuf.Struct':
      if (!isPlainObject(value)) throw new TranscodeError(fieldPath, 'must be an object');
      return structFromJson(type.lookupType('.google.protobuf.Value'), value, fieldPath);
    case '.google.protobuf.Value':
      return structValueFromJson(type, value, fieldPath);
    case '.google.protobuf.ListValue':
      if (!Array.isArray(value)) throw new TranscodeError(fieldPath, 'must be an array');
      return listValueFromJson(type.lookupType('.google.protobuf.Value'), value, fieldPath);
    case '.google.protobuf.Empty':
      return {};
    case '.google.protobuf.FieldMask':
      if (typeof value !== 'string') throw new TranscodeError(fieldPath, 'must be a string');
      return { paths: value === '' ? [] : value.split(',') };
    case '.google.protobuf.DoubleValue':
    case '.google.protobuf.FloatValue':
    case '.google.protobuf.Int32Value':
    case '.google.protobuf.UInt32Value':
    case '.google.protobuf.BoolValue':
    case '.google.protobuf.StringValue':
    case '.google.protobuf.Int64Value':
    case '.google.protobuf.UInt64Value':
    case '.google.protobuf.BytesValue':
      return { value: scalarFromJson(type.fields.value.type, value, fieldPath) };
    default:
      return OMIT;
  }
}

function valueFromJson(kind: ValueKind, value: unknown, fieldPath: string): Maybe<unknown> {
  if (value === null) {
    if (kind.kind === 'message' && typeCodecOf(kind.type).fullName === '.google.protobuf.Value') {
      return structValueFromJson(kind.type, null, fieldPath);
    }
    if (kind.kind === 'enum' && kind.codec.nullNumber !== undefined) return kind.codec.nullNumber;
    return OMIT;
  }
  switch (kind.kind) {
    case 'enum': {
      const number = typeof value === 'string' ? kind.codec.fromJson.get(value) : undefined;
      if (number === undefined) {
        throw new TranscodeError(fieldPath, `must be one of ${kind.codec.names.map((n) => `"${n}"`).join(', ')}`);
      }
      return number;
    }
    case 'message': {
      const wellKnown = wellKnownFromJson(kind.type, value, fieldPath);
      if (wellKnown !== OMIT) return wellKnown;
      return jsonToMessage(kind.type, value, fieldPath);
    }
    case 'scalar':
      return scalarFromJson(kind.scalar, value, fieldPath);
  }
}

/**
 * A JSON object (validated request input) as a message object for `type.encode`.
 * Keys are matched by JSON name (or proto name); keys the message does not have are ignored
 * because the route's zod schema already decided what input is acceptable.
 */
export function jsonToMessage(type: protobuf.Type, json: unknown, fieldPath = ''): Record<string, unknown> {
  const at = (key: string) => (fieldPath ? `${fieldPath}.${key}` : key);
  const wellKnown = wellKnownFromJson(type, json, fieldPath || 'body');
  if (wellKnown !== OMIT) return wellKnown as Record<string, unknown>;
  if (!isPlainObject(json)) throw new TranscodeError(fieldPath || 'body', 'must be an object');
  const codec = typeCodecOf(type);
  const message: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (value === undefined) continue;
    const field = codec.byJsonKey.get(key);
    if (!field) continue;
    if (field.map) {
      if (value === null) continue;
      if (!isPlainObject(value)) throw new TranscodeError(at(key), 'must be an object');
      const entries: Record<string, unknown> = {};
      for (const [entryKey, entryValue] of Object.entries(value)) {
        const item = valueFromJson(field.value, entryValue, `${at(key)}.${entryKey}`);
        if (item !== OMIT) entries[entryKey] = item;
      }
      message[field.name] = entries;
    } else if (field.repeated) {
      if (value === null) continue;
      const items = Array.isArray(value) ? value : [value];
      message[field.name] = items.map((item, index) => {
        const converted = valueFromJson(field.value, item, `${at(key)}.${index}`);
        if (converted === OMIT) throw new TranscodeError(`${at(key)}.${index}`, 'must not be null');
        return converted;
      });
    } else {
      const converted = valueFromJson(field.value, value, at(key));
      if (converted !== OMIT) message[field.name] = converted;
    }
  }
  return message;
}

/** Encodes validated JSON as the binary request message. */
export function encodeJson(type: protobuf.Type, json: unknown): Uint8Array {
  return type.encode(jsonToMessage(type, json)).finish();
}

/** Decodes a binary response message as JSON. */
export function decodeToJson(type: protobuf.Type, bytes: Uint8Array): Record<string, unknown> {
  return messageToJson(type, type.decode(bytes) as unknown as Record<string, unknown>);
}
