import { readdirSync, readFileSync } from 'node:fs';

// What a process costs, read from Linux's /proc (no tool to install): its resident memory and the CPU
// time it and its children used. For the capacity bench, which must say which process saturates.

/** Clock ticks per second of /proc's CPU times: 100 on every Linux these benches run on. */
const TICKS_PER_SECOND = 100;

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended meanwhile
  }
};

/** Resident memory of a process in bytes (VmRSS), 0 once it is gone. */
export function rssOf(pid) {
  const kB = /^VmRSS:\s+(\d+) kB$/m.exec(read(`/proc/${pid}/status`) ?? '');
  return kB ? Number(kB[1]) * 1024 : 0;
}

/** How many file descriptors a process holds (an nginx worker: two per proxied stream). */
export function descriptorsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

/** pid, parent pid and CPU ticks (user + system) of one process, from /proc/<pid>/stat. */
function statOf(pid) {
  const text = read(`/proc/${pid}/stat`);
  if (!text) return undefined;
  // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { pid, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

const allPids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** The process and its direct children (nginx's workers, PostgreSQL's backends), as pids. */
export function familyOf(pid) {
  return [pid, ...allPids().filter((other) => statOf(other)?.ppid === pid)];
}

/** The PostgreSQL server listening on `port` (its postmaster), found by its command line. */
export function postmasterOn(port) {
  return allPids().find((pid) => {
    const args = (read(`/proc/${pid}/cmdline`) ?? '').split('\0');
    return (
      args[0]?.endsWith('/postgres') && args.includes('-p') && args[args.indexOf('-p') + 1] === String(port)
    );
  });
}

/**
 * Measures CPU use from now: `stop()` answers the percent of one core each group used meanwhile
 * (200 % is both cores of a 2-core machine). A group is a function answering its pids, asked at
 * both ends, so children that come and go (database backends) are counted while they live.
 */
export function cpuMeter(groups) {
  const ticksOf = (pids) => {
    const map = new Map();
    for (const pid of pids) {
      const stat = statOf(pid);
      if (stat) map.set(pid, stat.ticks);
    }
    return map;
  };
  const startedAt = Date.now();
  const before = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, ticksOf(pids())]));
  return {
    stop() {
      const seconds = (Date.now() - startedAt) / 1000;
      return Object.fromEntries(
        Object.entries(groups).map(([name, pids]) => {
          let used = 0;
          for (const [pid, ticks] of ticksOf(pids())) used += ticks - (before[name].get(pid) ?? 0);
          return [name, (used / TICKS_PER_SECOND / seconds) * 100];
        }),
      );
    },
  };
}

/**
 * Samples resident memory every second from now: `stop()` answers each group's median (the sum over
 * its pids), steadier than one reading, which lands anywhere between two garbage collections.
 */
export function memorySampler(groups) {
  const samples = Object.fromEntries(Object.keys(groups).map((name) => [name, []]));
  const sample = () => {
    for (const [name, pids] of Object.entries(groups))
      samples[name].push(pids().reduce((sum, pid) => sum + rssOf(pid), 0));
  };
  sample();
  const timer = setInterval(sample, 1_000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return Object.fromEntries(
        Object.entries(samples).map(([name, values]) => {
          const sorted = values.sort((a, b) => a - b);
          return [name, sorted[Math.floor(sorted.length / 2)]];
        }),
      );
    },
  };
}
