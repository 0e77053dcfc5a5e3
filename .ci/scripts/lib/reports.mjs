import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A Vitest report's failed tests as `file › full name`. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) => {
    const name = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before its tests ran (an import error, a hook) has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed') return [`${name} › ${file.message ?? 'failed'}`];
    return failed.map((test) => `${name} › ${test.fullName ?? test.title}`);
  });
}

/** A Playwright report's failed specs as `file › title`. */
function playwrightFailures(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file} › ${spec.title}`),
    ...playwrightFailures(suite.suites),
  ]);
}

/**
 * Passed and failed test counts, and the failed tests' names, from a Vitest or Playwright JSON report;
 * undefined when there is none. The names go into the run's summary: CI shows only the end of the
 * output, and a failure must say which test it was.
 */
export function readCounts(file) {
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        failures: vitestFailures(report),
      };
    }
    if (report.stats) {
      return {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        failures: playwrightFailures(report.suites),
      };
    }
  } catch {
    // A half-written report is a failed run: fall through.
  }
  return undefined;
}
