import { z } from 'zod';

// The contract's limits, checked again here: the gateway is not this service's only caller.
// Every handler parses its whole request with one `ZVerbNounRequest` schema built from these
// (through parseRequest from @quire/shared, which also refuses NUL and lone surrogates).
export const ZId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be an id');
/** An opaque page cursor (decodeCursor refuses what it cannot read). */
export const ZPage = z.string().max(1024).optional();
/** pageLimit() checks the range. */
export const ZLimit = z.number().optional();
/** An optional id where "" means absent (proto3 default). */
export const ZOptionalId = z
  .union([z.literal(''), ZId])
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** GitBook "ConversationSource": "integration:<integration>:<installation>" or "email". */
export const CONVERSATION_SOURCE = /^(integration:[^:]+:[^:]+|email)$/;
export const ZConversationSource = z.string().max(512).regex(CONVERSATION_SOURCE, 'must be "email" or "integration:<integration>:<installation>"');

/** Conversations in one ingestion (the body's array). */
export const MAX_INGEST_CONVERSATIONS = 100;
/** Parts of one conversation, characters of one part's body, attributes of its metadata: ours. */
export const MAX_CONVERSATION_PARTS = 1000;
export const MAX_PART_BODY_LENGTH = 65_536;
export const MAX_ATTRIBUTES = 50;
export const MAX_ATTRIBUTE_KEY_LENGTH = 256;
export const MAX_ATTRIBUTE_VALUE_LENGTH = 4096;
export const MAX_METADATA_URL_LENGTH = 2048;
/** GitBook "ConversationInput": id 1..255, subject at most 512. */
export const MAX_CONVERSATION_ID_LENGTH = 255;
export const MAX_SUBJECT_LENGTH = 512;
