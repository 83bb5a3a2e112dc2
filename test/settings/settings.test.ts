// parseSettings: the defaults that depend on other settings, and settings that contradict
// each other, which are configuration errors rather than something silently ignored.
import { describe, expect, it } from 'vitest';
import { parseSettings, shardOf } from '../../src/settings/settings.js';

const parse = (input: Record<string, unknown>) => parseSettings({ agent: 'scripted', ...input }, {});

describe('settings', () => {
  it('concurrency defaults to 4, to 1 when the service is reset, and an explicit value wins', () => {
    expect(parse({}).concurrency).toBe(4);
    expect(parse({ reset: 'run', resetCommand: './reset.sh' }).concurrency).toBe(1);
    expect(parse({ reset: 'scenario', composeFile: 'docker-compose.yml' }).concurrency).toBe(1);
    expect(parse({ reset: 'scenario', resetCommand: './reset.sh', concurrency: '3' }).concurrency).toBe(3);
    expect(parse({ concurrency: 8 }).concurrency).toBe(8);
  });

  it('a reset with nothing to reset the service is an error naming both ways to fix it', () => {
    for (const reset of ['run', 'scenario']) {
      expect(() => parse({ reset })).toThrow(expect.objectContaining({ name: 'EvalError', kind: 'config' }));
      expect(() => parse({ reset })).toThrow(
        `reset ${reset} needs something that resets the service: set reset-command (a shell command) or compose-file (the action restarts the compose service), or set reset none`,
      );
    }
    expect(parse({ reset: 'run', resetCommand: './reset.sh' }).resetCommand).toBe('./reset.sh');
    expect(parse({ reset: 'scenario', composeFile: 'docker-compose.yml' }).reset).toBe('scenario');
  });

  it('a reset-command with reset none parses: whether it can ever run depends on the scenarios (run checks it)', () => {
    expect(parse({ resetCommand: './reset.sh' })).toMatchObject({ reset: 'none', resetCommand: './reset.sh' });
    // An empty input (the action's default) is no command.
    expect(parse({ reset: 'none', resetCommand: '  ' }).resetCommand).toBeUndefined();
  });

  it('mode ab: side B is needed, with a compose file the variable and both its values; they are for mode ab only', () => {
    expect(() => parse({ mode: 'ab' })).toThrow(
      'mode ab (CLI: mcp-eval ab) needs servers-b: the mcp.json of side B (the head)',
    );
    const compose = { mode: 'ab', serversB: 'b.json', composeFile: 'docker-compose.yml' };
    for (const missing of ['abVariable', 'abBase', 'abHead']) {
      const given = { ...compose, abVariable: 'MCPPROXY_IMAGE', abBase: 'mcpproxy:base', abHead: 'mcpproxy:head' };
      expect(() => parse({ ...given, [missing]: '' }), missing).toThrow(
        'mode ab (CLI: mcp-eval ab) with compose-file needs ab-variable, ab-base and ab-head',
      );
      expect(parse(given)).toMatchObject({ mode: 'ab', abVariable: 'MCPPROXY_IMAGE' });
    }
    // Without a compose file the sides are two configurations: nothing else is needed.
    expect(parse({ mode: 'ab', serversB: 'b.json' }).serversB).toBe('b.json');
    expect(() => parse({ mode: 'compare', serversB: 'b.json' })).toThrow('servers-b is for mode ab');
  });

  it('shard k/n is parsed for the shard jobs; the merge job takes none, and needs no API key', () => {
    expect(shardOf(parse({}))).toBeNull();
    const sharded = parse({ shard: ' 2/4 ' });
    expect(shardOf(sharded)).toEqual({ index: 2, total: 4 });
    // Parsed settings parse again, as a test or the demo does with overrides.
    expect(shardOf(parseSettings({ ...sharded }, {}))).toEqual({ index: 2, total: 4 });
    expect(shardOf(parse({ shard: '  ' }))).toBeNull();
    expect(() => parse({ shard: '5/4' })).toThrow(expect.objectContaining({ name: 'EvalError', kind: 'config' }));
    expect(() => parse({ mode: 'merge', shard: '1/4' })).toThrow(
      'shard is for the jobs that run the scenarios; mode merge takes no shard',
    );
    expect(() => parse({ mode: 'accept', accept: ['echo'], shard: '1/2' })).toThrow(
      'shard is for the jobs of a check; mode accept (CLI: mcp-eval accept) takes no shard',
    );
    // The merge job's inputs may be a copy of the shards' without the key: it runs no agent.
    expect(parseSettings({ mode: 'merge', agent: 'claude' }, {}).mode).toBe('merge');
    expect(() => parseSettings({ mode: 'compare', agent: 'claude' }, {})).toThrow(/needs an Anthropic API key/);
  });

  it('accepting names what it accepts, and only mode accept takes names to accept', () => {
    expect(parse({ mode: 'accept', accept: ['echo'] })).toMatchObject({ mode: 'accept', accept: ['echo'] });
    expect(() => parse({ mode: 'accept' })).toThrow(
      'mode accept needs the scenarios to accept: set accept to their names or ids',
    );
    expect(() => parse({ mode: 'compare', accept: ['echo'] })).toThrow(
      'accept names scenarios for mode accept, and the mode is compare: set mode accept, or leave accept empty',
    );
  });

  it('latency-regression is warn unless degrade is asked for', () => {
    expect(parse({}).latencyRegression).toBe('warn');
    expect(parse({ latencyRegression: 'degrade' }).latencyRegression).toBe('degrade');
    expect(() => parse({ latencyRegression: 'fail' })).toThrow(/invalid setting latency-regression/);
  });
});
