// The workflow commands the main step prints before the run's first scenario (inputs, masks, log lines, warnings), and
// the post step's, as the runner documents them. @actions/core says the same, but loading it costs the cold start ~70
// ms of CPU (1 MB bundled with its HTTP client): main loads it once the run is over, for the outputs and the failure.
import { appendFile } from 'node:fs/promises';
import { EOL } from 'node:os';

/** What the main step saved for the post step, as the runner passes it back (STATE_<name>); '' when nothing. */
export function getState(name: string): string {
  return process.env[`STATE_${name}`] ?? '';
}

/** An input as the runner passes it (INPUT_<NAME>), trimmed; '' when not given. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** A command's text: `%`, CR and LF escaped, so it stays one command. */
function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function command(name: string, message: string): void {
  process.stdout.write(`::${name}::${escapeData(message)}${EOL}`);
}

export function info(message: string): void {
  process.stdout.write(message + EOL);
}

export const debug = (message: string): void => command('debug', message);
export const warning = (message: string): void => command('warning', message);
/** Masked in the job log from here on. */
export const setSecret = (secret: string): void => command('add-mask', secret);

/**
 * Text added to the job summary, the file at GITHUB_STEP_SUMMARY now. Not @actions/core's `summary`: one object a
 * process, it keeps the first path it read (and its buffer, when a write failed), while the tests run many steps in
 * one process.
 */
export async function appendSummary(text: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) throw new Error('GITHUB_STEP_SUMMARY is not set: this runner has no job summary');
  await appendFile(file, text, 'utf8');
}
