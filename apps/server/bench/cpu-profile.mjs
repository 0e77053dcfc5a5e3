// Preloaded into a server by `NODE_OPTIONS=--import …/cpu-profile.mjs` (node refuses --cpu-prof in
// NODE_OPTIONS, and bench/cluster.mjs starts the instances itself): profiles the whole process and
// writes CPU_PROFILE_DIR/<pid>.cpuprofile as it exits, for bench/profile-summary.mjs.
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // The in-process session answers synchronously, so this still runs before the process ends.
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const file = path.join(process.env.CPU_PROFILE_DIR ?? '.', `${process.pid}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result.profile));
  });
});
