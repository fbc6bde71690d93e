// `npm run bench -- operate`: what operating Quire costs, one case per operator command.
//
// Each case is an entry of OPERATE_CASES: its target lines (`targets`) and `run(context)`,
// which resolves to { results: [{ title, value }], targets: ['target <name>: <n> (goal ...)'] }.
// `context` carries the bench's stack, its database URL, NATS URL and event namespace, the
// organization and its owner's token, `api(method, path, body)`, `seedSpace` and `log`. Add a
// case by appending an entry here; bench.mjs takes the group's target list from OPERATE_CASES.
import { importGitbookCase } from './operate-import.mjs';

/** The group's cases, in the order they run. */
export const OPERATE_CASES = [importGitbookCase];

export const operateTargets = () => OPERATE_CASES.flatMap(({ targets }) => targets);

/** Runs every case through `step` (a failed case fails its own targets, not the others'). */
export async function runOperateBench(context, { step = (title, fn) => fn() } = {}) {
  const results = [];
  const targets = [];
  for (const operateCase of OPERATE_CASES) {
    const outcome = await step(operateCase.targets.join(', '), () => operateCase.run(context), { targets: operateCase.targets });
    if (!outcome) continue;
    results.push(...outcome.results);
    targets.push(...outcome.targets);
  }
  return { results, targets };
}
