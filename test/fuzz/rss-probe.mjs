// Loaded into the CLI's process by the fuzz sessions (node --import): at exit, its peak RSS (KiB), its own CPU seconds
// and those of its children (the stdio servers), then those of the children still running (in the line before) go to
// the file $FUZZ_RSS_FILE names, on one line. Read by
// test/fuzz/session.ts for the memory invariant and by bench/fuzz.ts for where the CPU went; the CLI is unchanged.
// Children that ended are in this process's own counts; the one still running at exit, the helper that started the
// stdio servers (src/util/spawner.ts), holds theirs in its counts, and would otherwise be counted by no one.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

/** Fields 4 (parent) and 14-17 (utime, stime, cutime, cstime, in ticks: 100 a second) of a /proc stat. */
function stat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { ppid: Number(fields[1]), own: (utime + stime) / 100, children: (cutime + cstime) / 100 };
}

process.on('exit', () => {
  if (!process.env.FUZZ_RSS_FILE) return;
  const usage = process.resourceUsage();
  const own = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  let running = 0;
  for (const entry of readdirSync('/proc')) {
    const s = /^\d+$/.test(entry) ? stat(entry) : null;
    if (s?.ppid === process.pid) running += s.own + s.children;
  }
  writeFileSync(process.env.FUZZ_RSS_FILE, `${usage.maxRSS} ${own} ${stat('self').children + running} ${running}`);
});
