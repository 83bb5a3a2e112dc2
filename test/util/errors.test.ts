// errorMessage: an error is never told as an empty string (an upload failure once logged `upload failed: ` and
// nothing after it). The storage client's empty RestError is in test/github/artifact.test.ts, against the emulator.
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/util/errors.js';

describe('errorMessage', () => {
  it('is the message when there is one, and the value itself when a non-Error was thrown', () => {
    expect(errorMessage(new Error('connect ECONNREFUSED 127.0.0.1:443', { cause: new Error('x') }))).toBe(
      'connect ECONNREFUSED 127.0.0.1:443',
    );
    expect(errorMessage('plain text')).toBe('plain text');
  });

  it('tells an error without a message by its name, code, status, inner errors and cause', () => {
    // Node's happy-eyeballs connect: every address refused, one AggregateError with an empty message.
    const refused = Object.assign(
      new AggregateError([new Error('connect ECONNREFUSED ::1:443'), new Error('connect ECONNREFUSED 127.0.0.1:443')]),
      { code: 'ECONNREFUSED' },
    );
    expect(errorMessage(refused)).toBe(
      'AggregateError (ECONNREFUSED): connect ECONNREFUSED ::1:443; connect ECONNREFUSED 127.0.0.1:443',
    );
    expect(errorMessage(new TypeError('', { cause: refused }))).toBe(
      'TypeError: AggregateError (ECONNREFUSED): connect ECONNREFUSED ::1:443; connect ECONNREFUSED 127.0.0.1:443',
    );
    expect(errorMessage(Object.assign(new Error(''), { status: 502 }))).toBe('Error (HTTP 502)');
    expect(errorMessage(new Error(''))).toBe('Error (no message)');
  });
});
