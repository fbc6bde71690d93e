import { z } from 'zod';
import { idParam } from '../schemas';

// Insights limits (GitBook @gitbook/api 0.146.0 "ConversationInput" and ours), shared by the
// insights rows. The insights service checks them again.

/** Conversations in one ingestion. */
export const MAX_INGEST_CONVERSATIONS = 100;

const ZConversationPart = z.object({
  type: z.literal('message'),
  role: z.enum(['user', 'assistant', 'team-member']),
  // Ours: 64 KiB characters per part, at most 1000 parts.
  body: z.string().max(65_536),
});

const ZConversationMetadata = z.object({
  url: z.string().max(2048).optional(),
  // Ours: at most 50 attributes, keys of 256 and values of 4096 characters.
  attributes: z
    .record(z.string().max(256), z.string().max(4096))
    .refine((attributes) => Object.keys(attributes).length <= 50, 'must have at most 50 entries')
    .optional(),
  createdAt: z.iso.datetime({ offset: true }).max(64).optional(),
});

/** GitBook "ConversationInput". */
export const ZConversationInput = z.object({
  id: z.string().min(1).max(255),
  metadata: ZConversationMetadata.optional(),
  subject: z.string().max(512).optional(),
  parts: z.array(ZConversationPart).max(1000),
});

type UnionIssue = { code: string; input?: unknown; errors?: { path: PropertyKey[]; message: string }[][] };

/**
 * The ingestConversation body: one ConversationInput or an array of 1 to 100, always an
 * array after parsing. When neither form fits, the message names the first problem of the
 * form the body has (array or object), with its path, instead of zod's "Invalid input".
 */
export const ZIngestConversationBody = z
  .union([ZConversationInput, z.array(ZConversationInput).min(1).max(MAX_INGEST_CONVERSATIONS)], {
    error: (issue) => {
      const { input, errors } = issue as UnionIssue;
      const form = Array.isArray(input) ? 1 : typeof input === 'object' && input !== null ? 0 : undefined;
      const branch = form === undefined ? undefined : errors?.[form]?.[0];
      if (!branch) return 'must be a conversation or an array of conversations';
      const path = branch.path.map(String).join('.');
      return path ? `${path}: ${branch.message}` : branch.message;
    },
  })
  .transform((body) => (Array.isArray(body) ? body : [body]));

export const orgParams = z.object({ organizationId: idParam });
