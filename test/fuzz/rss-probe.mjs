// Loaded into the CLI's process by the fuzz sessions (node --import): at exit, its peak RSS (KiB) goes to the file
// $FUZZ_RSS_FILE names. Read by test/fuzz/session.ts for the memory invariant; the CLI itself is unchanged.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  if (process.env.FUZZ_RSS_FILE) writeFileSync(process.env.FUZZ_RSS_FILE, String(process.resourceUsage().maxRSS));
});
