// `npm run bench` when a measurement fails (bench/report.mjs, run by run-bench-report.mjs as
// bench.mjs runs it): the failure is reported by name, the measurements and groups after it
// still run, every group prints every target line, a failed one as FAILED with the reason, and
// the exit code says that something failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const RUN = path.join(__dirname, 'run-bench-report.mjs');

function run(scenario: 'ok' | 'failing') {
  const result = spawnSync(process.execPath, [RUN, scenario], { encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, lines: result.stdout.split('\n'), output: result.stdout + result.stderr };
}

describe('the bench report', () => {
  it('with a measurement that throws: goes on, prints every target line, FAILED ones with their reason, and exits 1', () => {
    const { code, lines, output } = run('failing');
    // Reported as it happens, by group and measurement.
    expect(output).toContain('bench      | content: GET listPages, 10,000 pages FAILED: GET listPages, 10,000 pages: 2 failed requests (non-2xx 2, errors 0)\n');
    expect(output).toContain('bench      | search: group FAILED: the index was not built\n');
    // The measurement after the failed one ran, and so did the groups after it.
    expect(lines).toContain('content figures: getPageById measured');
    expect(lines.filter((line) => line.startsWith('target '))).toEqual([
      'target gateway-bare-ratio: 0.600 (goal >= 0.5)',
      'target create-change-request-p50-ms: 12.5 (goal <= 50)',
      'target list-pages-10k-p50-ms: FAILED (GET listPages, 10,000 pages: 2 failed requests (non-2xx 2, errors 0))',
      'target search-p95-ms: FAILED (the index was not built)',
      'target git-import-1000-files-s: FAILED (no organization to measure with: UNAVAILABLE)',
    ]);
    expect(output).not.toContain('search figures');
    expect(lines).toContain('3 failed:');
    expect(lines).toContain('  FAILED content: GET listPages, 10,000 pages: 2 failed requests (non-2xx 2, errors 0)');
    expect(lines).toContain('  FAILED search: the index was not built');
    expect(lines).toContain('  FAILED git: no organization to measure with: UNAVAILABLE');
    expect(code).toBe(1);
  });

  it('when everything is measured: every figure and target line, no failures, exit 0', () => {
    const { code, lines, output } = run('ok');
    expect(lines.filter((line) => line.startsWith('target '))).toEqual([
      'target gateway-bare-ratio: 0.600 (goal >= 0.5)',
      'target create-change-request-p50-ms: 12.5 (goal <= 50)',
      'target list-pages-10k-p50-ms: 120 (goal <= 300)',
      'target search-p95-ms: 9.1 (goal <= 30)',
      'target git-import-1000-files-s: 4.2 (goal <= 10)',
    ]);
    expect(lines).toEqual(expect.arrayContaining(['reads figures', 'content figures: getPageById measured', 'search figures']));
    expect(output).not.toContain('FAILED');
    expect(code).toBe(0);
  });
});
