import { spawn } from 'node:child_process';

/**
 * Everything the bench started, stopped in reverse order at the end, on failure and on Ctrl-C, so a
 * run never leaves a server or a database behind on the shared machine.
 */
const cleanups = [];

export function onCleanup(action) {
  cleanups.push(action);
}

export async function cleanUp() {
  while (cleanups.length > 0) {
    const action = cleanups.pop();
    try {
      await action();
    } catch (error) {
      console.error(`clean-up: ${error instanceof Error ? error.message : error}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started`);
    void cleanUp().then(() => process.exit(130));
  });
}

/**
 * Starts `node args…` and resolves once its output contains `ready` (a server's "listening" line);
 * rejects when it exits first or stays silent past the timeout. Its output is kept, for the error and
 * for `output()`.
 */
export function startNode(name, args, { env, ready, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(stop);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} not ready after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const listen = (chunk) => {
      output += chunk;
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve({ stop, pid: child.pid, output: () => output });
      }
    };
    child.stdout.setEncoding('utf8').on('data', listen);
    child.stderr.setEncoding('utf8').on('data', listen);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}
