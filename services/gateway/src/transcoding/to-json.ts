import protobuf from 'protobufjs';
import { typeCodecOf, type ValueKind } from './codec-cache';

/**
 * Message -> GitBook-style JSON (docs/gateway.md "Transcoding rules"). Messages are plain
 * objects keyed by the proto field names as written (the registry loads with `keepCase`),
 * which is what protobufjs' `decode` returns.
 */

const OMIT = Symbol('omit');
type Maybe<T> = T | typeof OMIT;

const isPresent = (value: unknown) => value !== undefined && value !== null;

/**
 * Whether a presence-tracking field is set. Decoded messages carry defaults on their
 * prototype (an unset optional still reads as '' or 0), so only own properties count.
 */
const isSet = (message: Record<string, unknown>, name: string) =>
  Object.prototype.hasOwnProperty.call(message, name) && isPresent(message[name]);

/** Timestamp.seconds is an int64: protobufjs decodes it as a Long when the long package is present. */
function secondsOf(value: unknown): number {
  if (value && typeof value === 'object' && 'low' in value && 'high' in value) {
    const long = value as { low: number; high: number };
    return new protobuf.util.LongBits(long.low >>> 0, long.high >>> 0).toNumber(false);
  }
  return Number(value ?? 0);
}

function timestampToJson(message: Record<string, unknown>): string {
  const millis = secondsOf(message.seconds) * 1000 + Math.floor(Number(message.nanos ?? 0) / 1e6);
  return new Date(millis).toISOString();
}

/** google.protobuf.Value: whichever of its fields is set, as plain JSON. */
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

function wellKnownToJson(type: protobuf.Type, message: Record<string, unknown>): unknown {
  switch (typeCodecOf(type).wellKnown) {
    case 'Timestamp':
      return timestampToJson(message);
    case 'Struct': {
      const result: Record<string, unknown> = {};
      const fields = (message.fields ?? {}) as Record<string, Record<string, unknown>>;
      const valueType = type.lookupType('.google.protobuf.Value');
      for (const key of Object.keys(fields)) result[key] = structValueToJson(valueType, fields[key]);
      return result;
    }
    case 'Value':
      return structValueToJson(type, message);
    case 'ListValue': {
      const valueType = type.lookupType('.google.protobuf.Value');
      return ((message.values ?? []) as Record<string, unknown>[]).map((item) => structValueToJson(valueType, item));
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
      return messageToJson(kind.type, value as Record<string, unknown>);
    case 'scalar':
      // proto3 JSON writes bytes as base64 (routes answer bytes raw; see rawResponse).
      return kind.scalar === 'bytes' && value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value;
  }
}

/** A decoded message (or a plain object of the same shape) as GitBook-style JSON. */
export function messageToJson(type: protobuf.Type, message: Record<string, unknown>): Record<string, unknown> {
  const codec = typeCodecOf(type);
  if (codec.wellKnown) return wellKnownToJson(type, message) as Record<string, unknown>;
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

/** Decodes a binary response message as JSON. */
export function decodeToJson(type: protobuf.Type, bytes: Uint8Array): Record<string, unknown> {
  return messageToJson(type, type.decode(bytes) as unknown as Record<string, unknown>);
}
