import { insightsV1 } from '@quire/proto';
import type { PartRole } from '../analysis/extract';

const R = insightsV1.ConversationPartRole;

/** Part roles between the proto enum and the stored JSON (the contract's strings). */
export const partRoles = {
  toProto: { user: R.CONVERSATION_PART_ROLE_USER, assistant: R.CONVERSATION_PART_ROLE_ASSISTANT, 'team-member': R.CONVERSATION_PART_ROLE_TEAM_MEMBER } as Record<
    PartRole,
    insightsV1.ConversationPartRole
  >,
  fromProto: {
    [R.CONVERSATION_PART_ROLE_USER]: 'user',
    [R.CONVERSATION_PART_ROLE_ASSISTANT]: 'assistant',
    [R.CONVERSATION_PART_ROLE_TEAM_MEMBER]: 'team-member',
  } as Record<number, PartRole>,
};

/** A part as stored in `conversations.parts`. */
export type StoredPart = { type: 'message'; role: PartRole; body: string };

/** `conversations.metadata` as stored: the ingested ConversationMetadata. */
export type StoredMetadata = { url?: string; attributes?: Record<string, string>; createdAt?: string };
