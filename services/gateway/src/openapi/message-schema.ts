import protobuf from 'protobufjs';
import { enumCodecOf, jsonNameOf } from '../transcoding/codec-cache';

type Schema = Record<string, unknown>;

// The well-known types Quire's protos use (see transcoding/codec-cache.ts).
const WELL_KNOWN: Record<string, Schema> = {
  '.google.protobuf.Timestamp': { type: 'string', format: 'date-time' },
  '.google.protobuf.Struct': { type: 'object', additionalProperties: true },
  '.google.protobuf.Value': {},
  '.google.protobuf.ListValue': { type: 'array', items: {} },
  '.google.protobuf.Empty': { type: 'object' },
};

/** Component name of a message: '.quire.content.v1.Space' -> 'quire.content.v1.Space'. */
export const componentNameOf = (type: protobuf.Type) => type.fullName.replace(/^\./, '');

/**
 * OpenAPI 3.0 schemas of proto messages as the gateway writes them to JSON (same rules as
 * the codec), for operations the GitBook contract does not describe (our extensions).
 * Messages become components so that recursive messages stay finite.
 */
export class MessageSchemas {
  readonly components: Record<string, Schema> = {};

  refOf(type: protobuf.Type): Schema {
    const wellKnown = WELL_KNOWN[type.fullName];
    if (wellKnown) return { ...wellKnown };
    const name = componentNameOf(type);
    if (!this.components[name]) {
      this.components[name] = {};
      this.components[name] = this.messageSchema(type);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  private messageSchema(type: protobuf.Type): Schema {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const field of type.fieldsArray) {
      field.resolve();
      const jsonName = jsonNameOf(field);
      const value = this.valueSchema(field);
      if (field.map) properties[jsonName] = { type: 'object', additionalProperties: value };
      else if (field.repeated) properties[jsonName] = { type: 'array', items: value };
      else properties[jsonName] = value;
      const hasPresence = field.options?.proto3_optional === true || field.resolvedType instanceof protobuf.Type;
      const isEnum = field.resolvedType instanceof protobuf.Enum;
      // Always written: repeated, maps and non-optional scalars; enums are omitted when unspecified.
      if (field.map || field.repeated || (!hasPresence && !isEnum)) required.push(jsonName);
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
  }

  private valueSchema(field: protobuf.Field): Schema {
    const resolved = field.resolvedType;
    if (resolved instanceof protobuf.Type) return this.refOf(resolved);
    if (resolved instanceof protobuf.Enum) {
      const codec = enumCodecOf(resolved);
      const nullable = codec.nullNumber !== undefined;
      return { type: 'string', enum: nullable ? [...codec.names, null] : codec.names, ...(nullable ? { nullable: true } : {}) };
    }
    switch (field.type) {
      case 'int32':
        return { type: 'integer', format: 'int32' };
      case 'double':
        return { type: 'number' };
      case 'bool':
        return { type: 'boolean' };
      case 'bytes':
        return { type: 'string', format: 'byte' };
      default:
        return { type: 'string' };
    }
  }
}
