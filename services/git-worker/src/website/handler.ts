import { contentV1 } from '@quire/proto';
import { redactSecrets } from '../egress/redact';
import { classifyFailure } from '../jobs/errors';
import { JobError, type JobContext, type JobHandler, type JobRequestedEvent } from '../jobs/job';
import { assembleImport } from './assemble';
import { crawlWebsite } from './crawler';
import { convertFiles, fileFallbackHref } from './files';
import { websiteImportSettingsFrom, type WebsiteImportSettings } from './settings';
import { shorten, type SourceResult } from './source';

const { ContentImportRunStatus: RunStatus, ImportRunPageStatus: PageStatus, WriteTarget, WriteMode } = contentV1;

/** Content keeps page messages of at most 1000 characters. */
const MAX_RECORD_MESSAGE_LENGTH = 1000;

const RUNNABLE = new Set([RunStatus.CONTENT_IMPORT_RUN_STATUS_PENDING, RunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS]);

/** The one WriteRevision of a run: redone after a lost worker, it answers the first write. */
export const importIdempotencyKey = (importRunId: string) => `import-run:${importRunId}`;

/**
 * Reads the run's status every `intervalMs` and aborts when it is cancelled; also tells the
 * queue the job is alive. A failed read is tried again at the next tick.
 */
function watchForCancel(context: JobContext, request: contentV1.GetImportRunJobRequest, intervalMs: number) {
  const controller = new AbortController();
  let reading = false;
  const timer = setInterval(() => {
    context.heartbeat();
    if (reading || controller.signal.aborted) return;
    reading = true;
    context.content.importRuns
      .getImportRunJob(request, { signal: context.signal })
      .then(({ job }) => {
        if (job?.status === RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED) controller.abort(new Error('the import run was cancelled'));
      })
      .catch((error: unknown) => context.logger.debug({ err: error }, 'could not read the import run for a cancel'))
      .finally(() => {
        reading = false;
      });
  }, intervalMs);
  return { signal: controller.signal, stop: () => clearInterval(timer) };
}

/**
 * The `website-import` job (docs/outside-sources.md "Website imports"): reads the run from
 * content, crawls the website or converts the files, writes every page read in one
 * WriteRevision (appended to the target: the space's main content or a change request, at
 * the top level or under the run's page), and records the run completed with each page's
 * result. A cancel stops the crawl within about a second; the pages read until then are
 * written and recorded, and the run stays cancelled. A run that can no longer run (finished,
 * cancelled) is left as it is.
 *
 * Failures: the run is recorded failed with a code at once for what another attempt cannot
 * change (a refused address, a start page that cannot be imported, robots.txt), and after the
 * last attempt for the rest (content unavailable, the job's time limit).
 */
export function createWebsiteImportHandler(settings: WebsiteImportSettings = websiteImportSettingsFrom(process.env)): JobHandler {
  return async (event: JobRequestedEvent, context: JobContext) => {
    const { importRuns, sources } = context.content;
    const runRequest = { organizationId: event.organizationId, importRunId: event.jobId };
    const { job } = await importRuns.getImportRunJob(runRequest, { signal: context.signal });
    if (!job) throw new JobError('BAD_JOB', 'content answered no import run');
    if (!RUNNABLE.has(job.status)) {
      context.logger.info({ importRunId: job.id, status: RunStatus[job.status] }, 'import run no longer runs: nothing to do');
      return;
    }
    // Not tied to the job's signal: a stopped job still records its failure (within the call's deadline).
    const record = (request: Omit<contentV1.RecordImportRunProgressRequest, 'organizationId' | 'importRunId'>) =>
      importRuns.recordImportRunProgress({ ...runRequest, ...request });
    const watcher = watchForCancel(context, runRequest, settings.cancelPollMs);
    try {
      const { status } = await record({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_IN_PROGRESS, pages: [], errorCode: '', errorMessage: '' });
      if (status === RunStatus.CONTENT_IMPORT_RUN_STATUS_CANCELLED) return;

      const common = {
        egress: context.egress,
        settings,
        cancelSignal: watcher.signal,
        jobSignal: context.signal,
        storeImage: (data: Buffer) => sources.putFileBlob({ organizationId: job.organizationId, spaceId: job.spaceId, data }, { signal: context.signal }),
        heartbeat: () => context.heartbeat(),
        logger: context.logger,
      };
      const fromWebsite = job.websiteUrl !== '';
      const source: SourceResult = fromWebsite
        ? await crawlWebsite({ ...common, startUrl: job.websiteUrl })
        : await convertFiles({
            ...common,
            files: job.files,
            readBlob: async (sha256) =>
              Buffer.from((await sources.getFileBlob({ organizationId: job.organizationId, spaceId: job.spaceId, sha256 }, { signal: context.signal })).data),
          });
      const assembled = assembleImport(source, fromWebsite ? undefined : fileFallbackHref);

      let pageIds: Record<string, string> = {};
      if (assembled.pages.length > 0) {
        const written = await sources.writeRevision(
          {
            organizationId: job.organizationId,
            spaceId: job.spaceId,
            idempotencyKey: importIdempotencyKey(job.id),
            target: job.changeRequestId ? WriteTarget.WRITE_TARGET_CHANGE_REQUEST : WriteTarget.WRITE_TARGET_MAIN,
            changeRequestId: job.changeRequestId,
            mode: WriteMode.WRITE_MODE_APPEND,
            parentPageId: job.pageId,
            pages: assembled.pages,
            files: assembled.files,
            git: undefined,
            actingUserId: job.actingUserId,
          },
          { signal: context.signal },
        );
        pageIds = written.pageIds;
      }
      // In the order written; a redone run whose site changed since its first write keeps the first write's pages.
      const assembledKeys = assembled.pages.map((page) => page.key);
      const writtenKeys = [...new Set([...assembledKeys.filter((key) => key in pageIds), ...Object.keys(pageIds)])];
      const keyField = (key: string) => (fromWebsite ? { sourceUrl: key, fileId: '' } : { sourceUrl: '', fileId: key });
      const pages: contentV1.ImportRunPageRecord[] = [
        ...writtenKeys.map((key) => ({ ...keyField(key), status: PageStatus.IMPORT_RUN_PAGE_STATUS_IMPORTED, pageId: pageIds[key], errorCode: '', errorMessage: '' })),
        ...source.notImported
          .filter((page) => !(page.key in pageIds))
          .map((page) => ({
            ...keyField(page.key),
            status: page.status === 'failed' ? PageStatus.IMPORT_RUN_PAGE_STATUS_FAILED : PageStatus.IMPORT_RUN_PAGE_STATUS_SKIPPED,
            pageId: '',
            errorCode: page.code,
            errorMessage: shorten(redactSecrets(page.message), MAX_RECORD_MESSAGE_LENGTH),
          })),
      ];
      const recorded = await record({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_COMPLETED, pages, errorCode: '', errorMessage: '' });
      context.logger.info(
        { importRunId: job.id, pages: writtenKeys.length, notImported: source.notImported.length, status: RunStatus[recorded.status] },
        source.cancelled ? 'import run cancelled: the pages read were written' : 'import run completed',
      );
    } catch (error) {
      const failure = classifyFailure(error);
      // Stopped, or worth another attempt: the next delivery runs it again from the start.
      if ((context.signal.aborted || failure.retryable) && !context.finalAttempt) throw error;
      await record({ status: RunStatus.CONTENT_IMPORT_RUN_STATUS_FAILED, pages: [], errorCode: failure.code, errorMessage: failure.message }).catch((recordError: unknown) =>
        context.logger.error({ err: recordError, importRunId: job.id }, 'could not record the import run as failed'),
      );
      throw error instanceof JobError ? error : new JobError(failure.code, failure.message, false);
    } finally {
      watcher.stop();
    }
  };
}
