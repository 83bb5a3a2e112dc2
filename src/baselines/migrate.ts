// Baselines across releases. The file format's version (BASELINE_SCHEMA_VERSION) moves with the package: a release
// whose files the previous release would misread bumps it, says so in CHANGELOG.md ("Baseline format N"), records
// here which release first wrote it, and adds the step that turns the previous format into the new one, with a
// file of the previous format kept in test/fixtures/baselines/format-<n>/ (test/baselines/migrate.test.ts reads each).
// So every release reads every older format, migrated step by step as it is read (the file is left as it is: the
// next recording or acceptance writes it in the current format), and refuses a newer one, naming the release that
// wrote it and the command that reads it.
import { EvalError } from '../util/errors.js';
import { VERSION } from '../util/version.js';

/** The current format: what this release writes. */
export const BASELINE_SCHEMA_VERSION = 2;

/** The release that first wrote each format. */
export const FORMAT_RELEASES: Readonly<Record<number, string>> = { 1: '0.1.0', 2: '0.2.0' };

type Json = Record<string, unknown>;

/** Format n's file as format n + 1's, for each n below the current format. */
const STEPS: Readonly<Record<number, (b: Json) => Json>> = {
  // Format 2 names the release that wrote the file (mcp_eval_version); a 0.1 release did not say.
  1: (b) => ({ ...b, schema_version: 2, mcp_eval_version: null }),
};

/** A baseline file's JSON in the current format, or an error (kind baseline) naming `where` and what to do. */
export function migrateBaseline(json: Json, where: string): Json {
  const version = json.schema_version;
  if (version === undefined) {
    throw new EvalError('baseline', `incompatible baseline ${where}: has no schema_version: not an mcp-eval baseline`);
  }
  if (typeof version === 'number' && version > BASELINE_SCHEMA_VERSION) {
    const by = typeof json.mcp_eval_version === 'string' ? json.mcp_eval_version : null;
    throw new EvalError(
      'baseline',
      `incompatible baseline ${where}: format ${version}, written by ${by ? `mcp-eval ${by}` : 'a newer mcp-eval'}; ` +
        `this mcp-eval ${VERSION} reads formats 1 to ${BASELINE_SCHEMA_VERSION}: ` +
        `run it with that release or a later one (npx mcp-eval-action@${by ?? 'latest'})`,
    );
  }
  let migrated = json;
  for (let v: unknown = version; v !== BASELINE_SCHEMA_VERSION; v = migrated.schema_version) {
    const step = typeof v === 'number' ? STEPS[v] : undefined;
    if (!step) {
      throw new EvalError(
        'baseline',
        `incompatible baseline ${where}: has schema_version ${JSON.stringify(v)}, no format mcp-eval ever wrote: ` +
          're-record it (mcp-eval record) or restore it from git',
      );
    }
    migrated = step(migrated);
  }
  return migrated;
}
