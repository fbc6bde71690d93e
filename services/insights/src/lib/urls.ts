import type { InsightsUrlBases } from '../context';

const orgApi = (bases: InsightsUrlBases, organizationId: string) => `${bases.publicUrl}/v1/orgs/${encodeURIComponent(organizationId)}`;

export const conversationApiUrl = (bases: InsightsUrlBases, organizationId: string, conversationId: string) =>
  `${orgApi(bases, organizationId)}/conversations/${encodeURIComponent(conversationId)}`;

export const issueApiUrl = (bases: InsightsUrlBases, organizationId: string, issueId: string) =>
  `${orgApi(bases, organizationId)}/conversations-issues/${encodeURIComponent(issueId)}`;

/** A cluster has no read of its own in the API: its location is the list of its issues. */
export const clusterApiUrl = (bases: InsightsUrlBases, organizationId: string, clusterId: string) =>
  `${orgApi(bases, organizationId)}/conversations-issues?cluster=${encodeURIComponent(clusterId)}`;

export const clusterAppUrl = (bases: InsightsUrlBases, organizationId: string, clusterId: string) =>
  `${bases.appUrl}/o/${encodeURIComponent(organizationId)}/insights/clusters/${encodeURIComponent(clusterId)}`;

/** `metadata.url` as `urls.source` when it is an absolute http(s) URL (the contract says `format: uri`). */
export function sourceUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}
