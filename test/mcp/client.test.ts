// The SDK client as the harness makes it (src/mcp/client.ts): the JSON Schema validator it hands the SDK builds its Ajv
// (with the formats) only when the SDK asks for a validator, which the harness's own tool listing never makes it do.
import { Ajv } from 'ajv';
import { describe, expect, it, vi } from 'vitest';

describe('newClient', () => {
  it("builds no Ajv until the SDK asks for a validator; the one it then gets is the SDK's Ajv's", async () => {
    const addFormat = vi.spyOn(Ajv.prototype, 'addFormat');
    try {
      // A fresh copy of the module (its own id): a validator built by an earlier file of this worker must not hide one
      // built here.
      const fresh = '../../src/mcp/client.js?fresh';
      const { newClient, sdkValidator } = (await import(fresh)) as typeof import('../../src/mcp/client.js');
      newClient(['sampling']);
      newClient([]);
      expect(addFormat).not.toHaveBeenCalled();
      const validate = sdkValidator.getValidator<string>({ type: 'string', format: 'email' });
      expect(addFormat).toHaveBeenCalled();
      expect([validate('a@example.com').valid, validate('not an address').valid, validate(1).valid]).toEqual([
        true,
        false,
        false,
      ]);
    } finally {
      addFormat.mockRestore();
    }
  });
});
