// A vitest reporter for CI's budget: per project, its files, its tests, the worker seconds its files
// took (setup, imports and tests: what it costs on a 2-core machine) and the wall span from its first test's start to its last
// test's end; then the ten slowest files. .ci/run uses it beside the default reporter.

/** @param {number} ms */
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);

export default class TestTimesReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const projects = new Map();
    const files = [];
    for (const module of modules) {
      const name = module.project.name;
      const row = projects.get(name) ?? { files: 0, tests: 0, busy: 0, first: Infinity, last: 0 };
      // A file's own seconds: its setup and imports, then its first test's start to its last test's end.
      // Not the module's whole duration: in a browser project every file starts at once and waits for
      // the page that runs them one after another, so that duration counted the queue.
      const d = module.diagnostic();
      let firstStart = Infinity;
      let lastEnd = 0;
      row.files += 1;
      for (const test of module.children.allTests()) {
        row.tests += 1;
        const { startTime, duration: took } = test.diagnostic() ?? {};
        if (startTime === undefined) continue;
        firstStart = Math.min(firstStart, startTime);
        lastEnd = Math.max(lastEnd, startTime + (took ?? 0));
      }
      const duration =
        d.environmentSetupDuration +
        d.setupDuration +
        d.collectDuration +
        (firstStart === Infinity ? 0 : lastEnd - firstStart);
      row.busy += duration;
      row.first = Math.min(row.first, firstStart);
      row.last = Math.max(row.last, lastEnd);
      projects.set(name, row);
      files.push({ name: `${name} ${module.moduleId.replace(`${process.cwd()}/`, '')}`, duration });
    }
    const lines = [
      '',
      'test times by project (worker s = the files’ own seconds; wall s = first test to last)',
    ];
    lines.push(`${'project'.padEnd(16)} files  tests  worker s   wall s`);
    for (const [name, row] of [...projects].sort((a, b) => b[1].busy - a[1].busy)) {
      const wall = row.first === Infinity ? 0 : row.last - row.first;
      lines.push(
        `${name.padEnd(16)} ${String(row.files).padStart(5)} ${String(row.tests).padStart(6)}  ${seconds(row.busy)}  ${seconds(wall)}`,
      );
    }
    lines.push('', 'slowest files (s)');
    for (const file of files.sort((a, b) => b.duration - a.duration).slice(0, 10)) {
      lines.push(`${seconds(file.duration)}  ${file.name}`);
    }
    console.log(lines.join('\n'));
  }
}
