// The CLI: the command line read, the command run, and any error turned into its exit code: a usage or
// configuration error is 2, with a hint line; anything else is 1.
// First: zod's settings hold for the schemas built as the modules below load (util/zod-config.ts).
import '../util/zod-config.js';
import { errorMessage, isUsageError } from '../util/errors.js';
import { isCommand, parseCommandLine, type Parsed } from './args.js';
import { EXIT_FAILED, EXIT_PASS, EXIT_USAGE, mergeCommand, reportCommand, runCommand } from './commands.js';
import { demoCommand } from './demo.js';
import { usage } from './help.js';
import { ownCommand } from './own-commands.js';
import { validateCommand } from './validate.js';
import { endGroupsOnSignal } from '../util/process.js';
import { withDetail } from '../util/text.js';
import { oneLine } from '../sanitize/escape.js';
import { VERSION_LINE } from '../util/version.js';

/** Lines of an error's detail shown under it. */
const DETAIL_LINES = 40;

export async function main(argv: string[]): Promise<number> {
  // Warnings (a model with no price) in the CLI's own voice, instead of Node's `(node:PID)` form.
  process.removeAllListeners('warning');
  process.on('warning', (w) => process.stderr.write(`mcp-eval: warning: ${w.message}\n`));
  // Ctrl-C or a kill takes the servers and reset scripts this run started with it.
  endGroupsOnSignal();
  let verbose = argv.includes('--verbose');
  try {
    const own = ownCommand(argv[0]);
    if (own) return await own(argv.slice(1));
    const p = parseCommandLine(argv);
    if (p.help) {
      process.stdout.write(p.version ? VERSION_LINE : usage(p.command));
      return EXIT_PASS;
    }
    verbose = p.verbose;
    if (p.serversFrom) process.stderr.write(`mcp-eval: servers from ${oneLine(p.serversFrom)}\n`);
    return await dispatch(p);
  } catch (e) {
    return reportError(e, argv, verbose);
  }
}

function dispatch(p: Parsed): Promise<number> {
  switch (p.command) {
    case 'validate':
      return validateCommand(p);
    case 'report':
      return reportCommand(p);
    case 'demo':
      return demoCommand(p);
    case 'merge':
      return mergeCommand(p);
    default:
      return runCommand(p);
  }
}

/** One line for the error (it may quote a server or a file name: control characters escaped); a usage error adds a
 * hint, --verbose the stack's frames. */
function reportError(e: unknown, argv: string[], verbose: boolean): number {
  const usageError = isUsageError(e);
  // Its first line, then what it carries under it (a container's last log lines) as lines a person reads.
  const [first, ...detail] = withDetail(errorMessage(e), DETAIL_LINES);
  process.stderr.write(`mcp-eval: ${oneLine(first)}\n${detail.map((l) => `  ${oneLine(l)}\n`).join('')}`);
  if (usageError) {
    const help = `mcp-eval ${isCommand(argv[0]) ? `${argv[0]} ` : ''}--help lists the options`;
    process.stderr.write(`hint: ${oneLine(e.hint || help)}\n`);
  }
  const frames = verbose && e instanceof Error ? (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l)) : [];
  if (frames.length) process.stderr.write(`${frames.map(oneLine).join('\n')}\n`);
  return usageError ? EXIT_USAGE : EXIT_FAILED;
}
