import type protobuf from 'protobufjs';
import { TranscodeError, typeCodecOf, type FieldCodec, type Scalar, type ValueKind } from './codec-cache';

/**
 * Validated JSON input -> message object for protobufjs' `encode`, by JSON name
 * (docs/gateway.md "Transcoding rules"). Query-string scalars arrive as strings and are
 * coerced; a single value fills a repeated field.
 */

const OMIT = Symbol('omit');
type Maybe<T> = T | typeof OMIT;

function toNumber(value: unknown, fieldPath: string, what: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) throw new TranscodeError(fieldPath, `must be ${what}`);
  return number;
}

function scalarFromJson(scalar: Scalar, value: unknown, fieldPath: string): unknown {
  switch (scalar) {
    case 'string':
      if (typeof value !== 'string') throw new TranscodeError(fieldPath, 'must be a string');
      return value;
    case 'bool':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new TranscodeError(fieldPath, 'must be a boolean');
    case 'double':
      return toNumber(value, fieldPath, 'a number');
    case 'bytes':
      // Only a raw body fills a bytes field (route rows' `rawBody`); JSON text never does.
      if (!(value instanceof Uint8Array)) throw new TranscodeError(fieldPath, 'must be bytes');
      return value;
    case 'int32': {
      const number = toNumber(value, fieldPath, 'an integer');
      if (!Number.isInteger(number)) throw new TranscodeError(fieldPath, 'must be an integer');
      if (number < -2147483648 || number > 2147483647) throw new TranscodeError(fieldPath, 'must be a 32-bit integer');
      return number;
    }
  }
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
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof Uint8Array);

function wellKnownFromJson(type: protobuf.Type, value: unknown, fieldPath: string): Maybe<Record<string, unknown>> {
  switch (typeCodecOf(type).wellKnown) {
    case 'Timestamp':
      return timestampFromJson(value, fieldPath);
    case 'Struct':
      if (!isPlainObject(value)) throw new TranscodeError(fieldPath, 'must be an object');
      return structFromJson(type.lookupType('.google.protobuf.Value'), value, fieldPath);
    case 'Value':
      return structValueFromJson(type, value, fieldPath);
    case 'ListValue':
      if (!Array.isArray(value)) throw new TranscodeError(fieldPath, 'must be an array');
      return listValueFromJson(type.lookupType('.google.protobuf.Value'), value, fieldPath);
    default:
      return OMIT;
  }
}

function valueFromJson(kind: ValueKind, value: unknown, fieldPath: string): Maybe<unknown> {
  if (value === null) {
    if (kind.kind === 'message' && typeCodecOf(kind.type).wellKnown === 'Value') return structValueFromJson(kind.type, null, fieldPath);
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
    case 'message':
      return jsonToMessage(kind.type, value, fieldPath);
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
  if (wellKnown !== OMIT) return wellKnown;
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
