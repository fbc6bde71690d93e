import { parentPort } from 'node:worker_threads';
import { markdownToDocument, runMarkdownTask, validateDocument, type MarkdownTask } from './index';

// The entry of dist/worker.js (MARKDOWN_WORKER_FILE): one task at a time, answered in order.

// What a first conversion pays once, before the caller's budget per task starts (`ready`):
// compiling the schema that `<!-- quire:block -->` nodes are checked against (~0.4 s), and
// V8's warm-up of the parser.
validateDocument({ object: 'document', data: {}, nodes: [] });
markdownToDocument('# Warm-up\n\n*a* **b** [c](https://example.com)\n\n| a |\n| - |\n| b |\n\n> - [ ] d\n', { resolveHref: () => undefined });

parentPort?.postMessage({ ready: true });
parentPort?.on('message', (task: MarkdownTask) => {
  try {
    parentPort?.postMessage({ ok: true, value: runMarkdownTask(task) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
