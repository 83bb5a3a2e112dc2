// Loaded into the CLI's process by the fuzz sessions (node --import): at exit, its peak RSS (KiB), its own CPU seconds
// and those of its children that ended (the stdio servers) go to the file $FUZZ_RSS_FILE names, on one line. Read by
// test/fuzz/session.ts for the memory invariant and by bench/fuzz.ts for where the CPU went; the CLI is unchanged.
import { readFileSync, writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (!process.env.FUZZ_RSS_FILE) return;
  const usage = process.resourceUsage();
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // cutime and cstime, fields 16 and 17 of /proc/self/stat, in clock ticks (100 a second).
  const [cutime, cstime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(13, 15)
    .map(Number);
  const own = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
  writeFileSync(process.env.FUZZ_RSS_FILE, `${usage.maxRSS} ${own} ${(cutime + cstime) / 100}`);
});
