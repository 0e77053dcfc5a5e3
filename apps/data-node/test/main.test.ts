import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CACHE } from './global-setup.js';

// The built entry point as a script or a test spawns it: one READY line with the real addresses, a
// clean exit on SIGTERM, a Korean error and exit code 1 for a configuration it cannot use. Needs the
// build (npm test builds first); skipped without it.

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/main.js');

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe.skipIf(!existsSync(main))('dist/main.js', () => {
  it('prints one DATA_NODE_READY line with every site, serves, and exits 0 on SIGTERM', async () => {
    const node = start({
      DATA_NODE_DATA_DIR: 'memory://',
      DATA_NODE_ENGINE_PORT: '0',
      DATA_NODE_WEBAPI_PORT: '0',
      DATA_NODE_TEMPLATE_CACHE: TEMPLATE_CACHE,
    });
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const ready = node
          .output()
          .stdout.split('\n')
          .find((l) => l.startsWith('DATA_NODE_READY '));
        if (ready) {
          clearInterval(timer);
          resolve(ready);
        }
      }, 100);
      void node.exited.then((code) => {
        clearInterval(timer);
        reject(new Error(`exited ${code}: ${node.output().stderr}`));
      });
    });
    const { sites } = JSON.parse(line.slice('DATA_NODE_READY '.length)) as {
      sites: { database: string; engine: string; webapi: string }[];
    };
    expect(sites).toHaveLength(1);
    expect(sites[0]!.database).toBe('gibleed');
    expect(sites[0]!.engine).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sites[0]!.webapi).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/WebAPI$/);
    expect(await (await fetch(`${sites[0]!.engine}/api/v1/metrics`)).text()).toBe('busy 0');
    const sources = (await (await fetch(`${sites[0]!.webapi}/source/sources`)).json()) as {
      sourceKey: string;
    }[];
    expect(sources.map((s) => s.sourceKey)).toEqual(['GIBLEED']);

    node.child.kill('SIGTERM');
    expect(await node.exited).toBe(0);
    expect(node.output().stdout.match(/DATA_NODE_READY/g)).toHaveLength(1);
  });

  it('exits 1 with a Korean message for a configuration it cannot use', async () => {
    const node = start({ DATA_NODE_MIN_CELL_COUNT: 'zero' });
    expect(await node.exited).toBe(1);
    expect(node.output().stderr).toContain(
      '데이터 노드를 시작하지 못했습니다: 환경 변수 DATA_NODE_MIN_CELL_COUNT',
    );
  });
});
