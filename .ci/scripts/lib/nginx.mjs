import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const NGINX = '/usr/sbin/nginx';
/** The example every hospital copies (README "Running it in production"), run here as written. */
export const EXAMPLE_CONFIG = path.join(root, 'deploy/nginx/cdmnet.conf');

/**
 * The example's site with this machine's ports: `listen` on loopback at `port`, and one `server` line
 * per upstream port in place of the example's. Everything else is the example's own.
 */
export function siteConfig(port, upstreamPorts, { workerConnections } = {}) {
  const example = readFileSync(EXAMPLE_CONFIG, 'utf8');
  const servers = example.match(/^ {4}server 127\.0\.0\.1:\d+ (.*);$/m);
  if (!servers) throw new Error(`${EXAMPLE_CONFIG}: no upstream server line`);
  const lines = upstreamPorts.map((p) => `    server 127.0.0.1:${p} ${servers[1]};`).join('\n');
  const site = example
    .replace(/^( {4}server 127\.0\.0\.1:\d+ .*;\n)+/m, `${lines}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`);
  if (site === example) throw new Error(`${EXAMPLE_CONFIG}: nothing to put the ports in`);
  return { site, workerConnections: workerConnections ?? 1024 };
}

/**
 * nginx in the foreground with the example site on loopback `port` in front of `upstreamPorts`, its
 * files in a temp dir. Resolves once it answers; `stop()` ends it and removes the dir. One worker
 * unless `workerProcesses` says more (the capacity bench: past ~10,000 streams one worker runs out of
 * the machine's 20,000 file descriptors, two per stream).
 */
export async function startNginx(port, upstreamPorts, options = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cdmnet-nginx-'));
  // Workers run as an unprivileged user when started as root: they must be able to write here.
  chmodSync(dir, 0o777);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(dir, temp), { mode: 0o777 });
  const { site, workerConnections } = siteConfig(port, upstreamPorts, options);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      `worker_processes ${options.workerProcesses ?? 1};`,
      `worker_rlimit_nofile ${workerConnections * 2 + 64};`,
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      `  access_log ${dir}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind === 'client_body' ? 'body' : kind};`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${port}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
