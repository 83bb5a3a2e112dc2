// What import hides before anything is kept: the user_id and user_email of every record (and those values wherever
// they appear), the identity MCPProxy adds to arguments (`_auth_*`), the value of every secret-looking key
// (`api_key`, `password`, `*_TOKEN`: in arguments, metadata, and `key: value` or `"key": "value"` text of answers),
// token shapes and bearer tokens, and the secret-looking variables of import's own environment.
import { createRedactor, REDACTED, type Redactor } from '../reports/redact.js';
import { isRecord } from '../util/json.js';
import type { ActivityRecord } from './activity.js';
import { isCredentialName } from './sample-args.js';

/** `name: value`, `name=value`, `"name": "value"`: the value of a secret-looking name in text. */
const FIELD = /(["']?)([A-Za-z_][A-Za-z0-9_.-]{0,80})\1(\s*[:=]\s*)(["']?)([^"'\s,;}&]+)/g;

export interface RecordRedactor {
  /** The record with what must not be written hidden, and the argument keys whose values were hidden. */
  (r: ActivityRecord): { record: ActivityRecord; hidden: string[] };
}

/** `identities`: the user ids and emails the export holds (collected in a first pass), hidden everywhere. */
export function recordRedactor(identities: Iterable<string>, env: NodeJS.ProcessEnv): RecordRedactor {
  const redact = createRedactor({ env, secrets: [...identities] });
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
    return { record: textRedact(redact, record), hidden };
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

/** The redactor over every string of the record that is written: known values, token shapes, bearer tokens. */
function textRedact(redact: Redactor, r: ActivityRecord): ActivityRecord {
  return {
    ...r,
    arguments: r.arguments && redact(r.arguments),
    metadata: r.metadata && redact(r.metadata),
    response: r.response && redact(r.response),
    error_message: r.error_message && redact(r.error_message),
    server_name: r.server_name && redact(r.server_name),
    tool_name: r.tool_name && redact(r.tool_name),
  };
}
