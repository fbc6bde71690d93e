import type protobuf from 'protobufjs';
import { TranscodeError, typeCodecOf, type FieldCodec, type Scalar, type ValueKind } from './codec-cache';

/**
 * Validated JSON input -> message object for protobufjs' `encode`, by JSON name
 * (docs/gateway.md "Transcoding rules"). Query-string scalars arrive as strings and are
 * coerced; a single value fills a repeated field.
 */

const OMIT = Symbol('omit');
type Maybe<T> = T | typeof OMIT;

/**
 * Most messages nested in one request, the request itself being level 1. The services' ts-proto
 * decoders refuse a 101st level (map entries count as messages: every JSON object inside a
 * Struct costs three levels, Struct, entry and Value), protobufjs' encoder the same depth; past
 * it the call could only fail, as a 500. Refused as 400 naming the field instead.
 */
export const MAX_MESSAGE_DEPTH = 100;

function checkDepth(depth: number, fieldPath: string): void {
  if (depth > MAX_MESSAGE_DEPTH) throw new TranscodeError(fieldPath, 'is nested too deeply');
}

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

/** `depth`: the message level of the Value itself (as in every function below). */
function structValueFromJson(type: protobuf.Type, value: unknown, fieldPath: string, depth: number): Record<string, unknown> {
  checkDepth(depth, fieldPath);
  const set = (jsonName: string, content: unknown) => ({ [fieldOfType(type, jsonName).name]: content });
  if (value === null || value === undefined) return set('nullValue', 0);
  if (typeof value === 'number') return set('numberValue', value);
  if (typeof value === 'string') return set('stringValue', value);
  if (typeof value === 'boolean') return set('boolValue', value);
  if (Array.isArray(value)) return set('listValue', listValueFromJson(type, value, fieldPath, depth + 1));
  if (typeof value === 'object') return set('structValue', structFromJson(type, value as Record<string, unknown>, fieldPath, depth + 1));
  throw new TranscodeError(fieldPath, 'must be JSON');
}

function listValueFromJson(valueType: protobuf.Type, items: unknown[], fieldPath: string, depth: number) {
  checkDepth(depth, fieldPath);
  return { values: items.map((item, index) => structValueFromJson(valueType, item, `${fieldPath}.${index}`, depth + 1)) };
}

function structFromJson(valueType: protobuf.Type, object: Record<string, unknown>, fieldPath: string, depth: number) {
  checkDepth(depth, fieldPath);
  const fields: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    // The map entry is a level of its own for the services' decoders.
    if (item !== undefined) fields[key] = structValueFromJson(valueType, item, `${fieldPath}.${key}`, depth + 2);
  }
  return { fields };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !(value instanceof Uint8Array);

function wellKnownFromJson(type: protobuf.Type, value: unknown, fieldPath: string, depth: number): Maybe<Record<string, unknown>> {
  switch (typeCodecOf(type).wellKnown) {
    case 'Timestamp':
      return timestampFromJson(value, fieldPath);
    case 'Struct':
      if (!isPlainObject(value)) throw new TranscodeError(fieldPath, 'must be an object');
      return structFromJson(type.lookupType('.google.protobuf.Value'), value, fieldPath, depth);
    case 'Value':
      return structValueFromJson(type, value, fieldPath, depth);
    case 'ListValue':
      if (!Array.isArray(value)) throw new TranscodeError(fieldPath, 'must be an array');
      return listValueFromJson(type.lookupType('.google.protobuf.Value'), value, fieldPath, depth);
    default:
      return OMIT;
  }
}

/** `depth`: the level a message value would have. */
function valueFromJson(kind: ValueKind, value: unknown, fieldPath: string, depth: number): Maybe<unknown> {
  if (value === null) {
    if (kind.kind === 'message' && typeCodecOf(kind.type).wellKnown === 'Value') return structValueFromJson(kind.type, null, fieldPath, depth);
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
      return jsonToMessage(kind.type, value, fieldPath, depth);
    case 'scalar':
      return scalarFromJson(kind.scalar, value, fieldPath);
  }
}

/**
 * A JSON object (validated request input) as a message object for `type.encode`.
 * Keys are matched by JSON name (or proto name); keys the message does not have are ignored
 * because the route's zod schema already decided what input is acceptable.
 */
export function jsonToMessage(type: protobuf.Type, json: unknown, fieldPath = '', depth = 1): Record<string, unknown> {
  const at = (key: string) => (fieldPath ? `${fieldPath}.${key}` : key);
  checkDepth(depth, fieldPath || 'body');
  const wellKnown = wellKnownFromJson(type, json, fieldPath || 'body', depth);
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
        // Entries are messages of their own for the services' decoders: values sit two levels down.
        const item = valueFromJson(field.value, entryValue, `${at(key)}.${entryKey}`, depth + 2);
        if (item !== OMIT) entries[entryKey] = item;
      }
      message[field.name] = entries;
    } else if (field.repeated) {
      if (value === null) continue;
      const items = Array.isArray(value) ? value : [value];
      message[field.name] = items.map((item, index) => {
        const converted = valueFromJson(field.value, item, `${at(key)}.${index}`, depth + 1);
        if (converted === OMIT) throw new TranscodeError(`${at(key)}.${index}`, 'must not be null');
        return converted;
      });
    } else {
      const converted = valueFromJson(field.value, value, at(key), depth + 1);
      if (converted !== OMIT) message[field.name] = converted;
    }
  }
  return message;
}

/** Encodes validated JSON as the binary request message. */
export function encodeJson(type: protobuf.Type, json: unknown): Uint8Array {
  return type.encode(jsonToMessage(type, json)).finish();
}
