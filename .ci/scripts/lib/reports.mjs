import { existsSync, readFileSync } from 'node:fs';

/** Passed and failed test counts from a Vitest or Playwright JSON report; undefined when there is none. */
export function readCounts(file) {
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    }
    if (report.stats) {
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    }
  } catch {
    // A half-written report is a failed run: fall through.
  }
  return undefined;
}
