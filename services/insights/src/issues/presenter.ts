import type { insightsV1 } from '@quire/proto';
import type { InsightsUrlBases } from '../context';
import { issueApiUrl } from '../lib/urls';
import type { IssueRow } from './queries';

/** GitBook "ConversationIssue", with Quire's `docsPage` when the conversation was on a published docs page. */
export function presentIssue(bases: InsightsUrlBases, row: IssueRow): insightsV1.ConversationIssue {
  return {
    object: 'conversation-issue',
    id: row.id,
    title: row.title,
    summary: row.summary,
    createdAt: row.createdAt,
    ingestedAt: row.ingestedAt,
    conversation: row.conversationId,
    cluster: row.clusterId ?? undefined,
    urls: { location: issueApiUrl(bases, row.organizationId, row.id) },
    docsPage:
      row.docsUrl && row.docsSiteId && row.docsSiteSpaceId && row.docsSpaceId
        ? {
            url: row.docsUrl,
            site: row.docsSiteId,
            siteSection: row.docsSiteSectionId ?? undefined,
            siteSpace: row.docsSiteSpaceId,
            space: row.docsSpaceId,
            path: row.docsPath ?? '',
            page: row.docsPageId ?? undefined,
          }
        : undefined,
  };
}
