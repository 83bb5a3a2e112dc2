// A scenario about to be written by init or import: its fields, the comment lines above them, and the file text.
// One place turns a draft into YAML, so both commands write scenarios that read the same and load the same.
import { stringify } from 'yaml';
import type { ExpectedCall } from '../scenario/schema.js';

export interface ScenarioDraft {
  /** Where it goes, relative to the scenarios directory, without `.yaml`: also the scenario's id. */
  id: string;
  /** Lines said above the scenario, as `# ` comments: where it came from, why it is disabled. */
  comments: string[];
  name: string;
  description?: string;
  enabled: boolean;
  user_intent: string;
  servers?: string[];
  tags: string[];
  /** The failure is what it tests (docs/scoring/still-failing.md): an imported session whose calls stayed failed. */
  expect_failure?: boolean;
  expected_trajectory: ExpectedCall[];
}

/** The YAML text of a draft: its comments, then the fields in the order a person reads them. */
export function draftYaml(d: ScenarioDraft): string {
  const body: Record<string, unknown> = { name: d.name };
  if (d.description) body.description = d.description;
  if (!d.enabled) body.enabled = false;
  body.user_intent = d.user_intent;
  if (d.servers?.length) body.servers = d.servers;
  if (d.tags.length) body.tags = d.tags;
  if (d.expect_failure) body.expect_failure = true;
  body.expected_trajectory = d.expected_trajectory.map((c) => ({
    tool: c.tool,
    args: c.args,
    ...(c.notes ? { notes: c.notes } : {}),
  }));
  const head = d.comments.map((l) => `# ${oneCommentLine(l)}`.trimEnd()).join('\n');
  const text = stringify(body, { lineWidth: 0, aliasDuplicateObjects: false });
  return head ? `${head}\n${text}` : text;
}

/** A comment is one line: a server's text with a line break in it would end the comment early. */
function oneCommentLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/** A name that can be a file name on every system: letters, digits, `.`, `_`, `-`; never empty or hidden. */
export function fileSlug(text: string, max = 60): string {
  const slug = text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, max)
    .replace(/[-.]+$/g, '');
  return slug || 'scenario';
}

/** `base`, else `base-2`, `base-3`, ...: the first that `taken` does not hold (it is then added). */
export function uniqueName(base: string, taken: Set<string>, join = '-'): string {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${join}${i}`;
  taken.add(name);
  return name;
}
