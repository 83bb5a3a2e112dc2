// What import hides. As each record is read: its user_id and user_email, the identity MCPProxy adds to arguments
// (`_auth_*`), the value of every secret-looking key (`api_key`, `password`, `*_TOKEN`: in arguments, metadata, and
// `key: value` or `"key": "value"` text of answers). Then, over the few sessions a scenario keeps, before anything
// is written (outputRedactor): the user ids and emails wherever they appear, token shapes, bearer tokens and the
// secret-looking variables of import's own environment. That second pass runs on what is kept, not on every record:
// its global regular expressions over 50,000 answers kept them alive past young-generation collections and lifted the
// peak memory of an import by half (bench 11).
import { createRedactor, isCredentialName, REDACTED, type Redactor } from '../sanitize/redact.js';
import { isRecord } from '../util/json.js';
import type { ActivityRecord } from './activity.js';

/** `name: value`, `name=value`, `"name": "value"`: the value of a secret-looking name in text. */
const FIELD = /(["']?)([A-Za-z_][A-Za-z0-9_.-]{0,80})\1(\s*[:=]\s*)(["']?)([^"'\s,;}&]+)/g;

export interface RecordRedactor {
  /** The record with what must not be written hidden, and the argument keys whose values were hidden. */
  (r: ActivityRecord): { record: ActivityRecord; hidden: string[] };
}

/** The redactor of what import writes: `identities` are the user ids and emails of the export (its first pass). */
export function outputRedactor(identities: Iterable<string>, env: NodeJS.ProcessEnv): Redactor {
  return createRedactor({ env, secrets: [...identities] });
}

/** A record's secret-looking keys and fields hidden, its user identity dropped (outputRedactor does the rest). */
export function recordRedactor(): RecordRedactor {
  return (r) => {
    const hidden: string[] = [];
    const args = r.arguments ? hideKeys(withoutAuth(r.arguments), '', hidden) : undefined;
    const metadata = r.metadata ? hideKeys(r.metadata, '', []) : undefined;
    const record: ActivityRecord = {
      ...r,
      arguments: args,
      metadata,
      response: r.response === undefined ? undefined : hideFields(r.response),
      error_message: r.error_message === undefined ? undefined : hideFields(r.error_message),
      user_id: undefined,
      user_email: undefined,
    };
    return { record, hidden };
  };
}

/** MCPProxy copies the caller's identity into the arguments it records (`_auth_user_email`): not the agent's. */
function withoutAuth(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(args).filter(([k]) => !k.startsWith('_auth_')));
}

/** Every value under a secret-looking key replaced; the keys' paths noted in `hidden`. */
function hideKeys(value: Record<string, unknown>, at: string, hidden: string[]): Record<string, unknown> {
  const walk = (v: unknown, path: string): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, `${path}[]`));
    if (!isRecord(v)) return typeof v === 'string' ? hideFields(v) : v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      const p = path ? `${path}.${k}` : k;
      if (isCredentialName(k) && x !== null && x !== '' && typeof x !== 'boolean') {
        out[k] = REDACTED;
        hidden.push(p);
      } else out[k] = walk(x, p);
    }
    return out;
  };
  return walk(value, at) as Record<string, unknown>;
}

/** The value of each secret-looking `name: value` in text (JSON or not) replaced. */
export function hideFields(text: string): string {
  return text.replace(FIELD, (all, q: string, name: string, sep: string, vq: string, value: string) =>
    isCredentialName(name) && value !== REDACTED && !/^(true|false|null|\d{1,5})$/.test(value)
      ? `${q}${name}${q}${sep}${vq}${REDACTED}`
      : all,
  );
}
