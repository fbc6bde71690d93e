// What keeps `npm run bench` going when something fails: each group runs on its own, and inside
// a group each measurement (a `step`) too. A failure is logged and kept by name; the run goes on
// with the next step or group. At the end every group prints what it measured and every target
// it declared, a failed one as `target <name>: FAILED (<reason>)`, then the failures, and the
// exit code is 1 when anything failed.

/** `target <name>: <figure>...` → name; undefined for any other line. */
const targetName = (line) => /^target ([\w-]+):/.exec(line)?.[1];

const reasonOf = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
/** `title: reason`, without saying the title twice when the error already starts with it (measure's do). */
const named = (title, reason) => (reason.startsWith(title) ? reason : `${title}: ${reason}`);

/**
 * `log(message)` reports each failure as it happens. `group(name, targets, run)` runs a group:
 * `targets` are the names of the target lines it prints when all goes well, `run({ step,
 * target })` does its work and resolves to a function that prints its figures (or to nothing).
 * Inside it, `step(title, fn, { targets })` runs one measurement and resolves to its result, or
 * to undefined when it failed (the targets named there then fail with its reason), and
 * `target(line)` records a `target <name>: ...` line.
 */
export function createBenchReport({ log }) {
  const groups = [];

  async function group(name, declaredTargets, run) {
    const entry = { name, declaredTargets, lines: new Map(), targetFailures: new Map(), failures: [], print: undefined };
    groups.push(entry);
    const fail = (title, error, targets = []) => {
      const reason = reasonOf(error);
      entry.failures.push({ title, reason });
      for (const target of targets) if (!entry.targetFailures.has(target)) entry.targetFailures.set(target, named(title, reason));
      log(`${name}: ${title} FAILED: ${reason}`);
    };
    const target = (line) => {
      const targetNameOfLine = targetName(line);
      if (targetNameOfLine) entry.lines.set(targetNameOfLine, line);
      else entry.lines.set(line, line);
    };
    const step = async (title, fn, { targets = [] } = {}) => {
      try {
        return await fn();
      } catch (error) {
        fail(title, error, targets);
        return undefined;
      }
    };
    try {
      entry.print = await run({ step, target });
    } catch (error) {
      fail('group', error);
    }
    return entry;
  }

  /** Every group not run yet fails with `reason` (the stack did not start, say). */
  function skipped(name, declaredTargets, reason) {
    groups.push({ name, declaredTargets, lines: new Map(), targetFailures: new Map(), failures: [{ title: 'group', reason }], print: undefined });
  }

  const failures = () => groups.flatMap((entry) => entry.failures.map((failure) => ({ group: entry.name, ...failure })));

  /** Prints every group's figures and target lines, then the failures; resolves to the exit code. */
  function print(write = console.log) {
    for (const entry of groups) {
      if (entry.print) {
        try {
          entry.print();
        } catch (error) {
          entry.failures.push({ title: 'printing its figures', reason: reasonOf(error) });
        }
      }
      const groupReason = entry.failures.map(({ title, reason }) => (title === 'group' ? reason : named(title, reason))).join('; ') || 'not measured';
      for (const name of entry.declaredTargets) {
        write(entry.lines.get(name) ?? `target ${name}: FAILED (${entry.targetFailures.get(name) ?? groupReason})`);
      }
      for (const [name, line] of entry.lines) if (!entry.declaredTargets.includes(name)) write(line);
    }
    const all = failures();
    if (all.length > 0) {
      write('');
      write(`${all.length} failed:`);
      for (const { group: name, title, reason } of all) write(`  FAILED ${name}: ${title === 'group' ? reason : named(title, reason)}`);
    }
    return all.length > 0 ? 1 : 0;
  }

  return { group, skipped, failures, print };
}
