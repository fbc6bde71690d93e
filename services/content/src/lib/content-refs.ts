import { z } from 'zod';

const ZShortRef = z.string().min(1).max(256);

/** GitBook "ContentRef": unknown members are dropped; ids and URLs bounded. */
export const ZContentRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), file: ZShortRef }),
  z.object({ kind: z.literal('url'), url: z.string().min(1).max(2048) }),
  z.object({ kind: z.literal('page'), page: ZShortRef, space: ZShortRef.optional() }),
  z.object({ kind: z.literal('anchor'), anchor: ZShortRef, space: ZShortRef.optional(), page: ZShortRef.optional() }),
  z.object({ kind: z.literal('user'), user: ZShortRef }),
  z.object({ kind: z.literal('collection'), collection: ZShortRef }),
  z.object({ kind: z.literal('space'), space: ZShortRef }),
  z.object({ kind: z.literal('reusable-content'), reusableContent: ZShortRef, space: ZShortRef.optional() }),
  z.object({ kind: z.literal('openapi'), spec: ZShortRef }),
]);

export type ContentRef = z.infer<typeof ZContentRef>;
