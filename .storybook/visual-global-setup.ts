import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { baselineDir, diffDir } from './visual-baselines';

const pngsUnder = (dir: string, base = dir): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pngsUnder(file, base);
    return entry.name.endsWith('.png') ? [path.relative(base, file).slice(0, -'.png'.length)] : [];
  });

/**
 * Before a project's stories: the last run's diff images go, so reports/visual holds only this run's.
 * After them: baselines no story was compared with (a story renamed, removed or opted out) are listed,
 * and an update (`-u`) of every story file, all passing, deletes them.
 */
export default function setup(project: TestProject) {
  const name = project.getProvidedContext().visualProject;
  rmSync(diffDir(name), { recursive: true, force: true });

  return async () => {
    if (project.config.testNamePattern) return;
    const modules = project.vitest.state
      .getTestModules()
      .filter((module) => module.project.name === project.name);
    const { testFiles } = await project.globTestFiles();
    if (modules.length === 0 || modules.length < testFiles.length) return;

    const compared = new Set(
      modules.flatMap((module) => [...module.children.allTests()].map((test) => test.meta().visualBaseline)),
    );
    const dir = baselineDir(name);
    let stale: string[];
    try {
      stale = pngsUnder(dir).filter((baseline) => !compared.has(baseline));
    } catch {
      return;
    }
    if (stale.length === 0) return;

    const updating = project.config.snapshotOptions.updateSnapshot === 'all';
    const allPassed = modules.every((module) => module.state() === 'passed');
    if (updating && allPassed) {
      for (const baseline of stale) rmSync(path.join(dir, `${baseline}.png`));
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const sub = path.join(dir, entry.name);
        if (entry.isDirectory() && readdirSync(sub).length === 0) rmSync(sub, { recursive: true });
      }
      console.log(`Visual baselines (${name}): removed ${stale.length} no story uses: ${stale.join(', ')}`);
    } else {
      console.warn(
        `Visual baselines (${name}): ${stale.length} no story uses (${stale.slice(0, 5).join(', ')}${stale.length > 5 ? ', …' : ''}); ` +
          '`pnpm test:stories:update` removes them.',
      );
    }
  };
}
