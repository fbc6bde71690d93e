import { z } from 'zod';

/** GitBook 0.202.0 `listOrganizationAuditEvents`: `limit` 1..100, 20 when absent. */
export const DEFAULT_AUDIT_PAGE_LIMIT = 20;
export const MAX_AUDIT_PAGE_LIMIT = 100;

/** An ISO 8601 date-time with its offset, as the contract's `format: date-time`. */
export const ZDateTime = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).max(64);
/** Actions, actor ids and target ids as filters: exact values, bounded. */
export const ZFilter = z.string().min(1).max(256);
/** What the list's `page` cursor holds: the last row's sort key. */
export const ZAuditCursor = z.object({ occurredAt: z.iso.datetime(), id: z.uuid() });
