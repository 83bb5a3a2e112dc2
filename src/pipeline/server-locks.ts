// A scenario that changes a server's data has the server to itself. With reset none the scenarios of a run share each
// server, `concurrency` at a time, and ones running at once meet each other's things mid-run: on server-memory
// 2025.4.25, the suite init wrote, run four at a time, lost an entity a scenario had just made (BROKEN "now returns
// errors" on an unchanged server, one compare in three) and once wrote its file over itself until it no longer parsed.
// A scenario whose expected calls include a tool that stores (a write verb in its name: create, add, delete, ...; not
// one that acts: run, trigger, toggle, send) takes that server alone; the others share it. Servers are taken in name
// order, so no two scenarios wait on each other.
import { storesByName } from '../authoring/flows.js';
import { parseCanonicalId } from '../results/trajectory.js';
import type { Scenario } from '../scenario/schema.js';
import { compareText } from '../util/text.js';

/** How a scenario takes each server its expected calls name: alone where it writes, else shared. */
export function serverUse(scenario: Pick<Scenario, 'expected_trajectory'>): Map<string, 'alone' | 'shared'> {
  const use = new Map<string, 'alone' | 'shared'>();
  for (const call of scenario.expected_trajectory) {
    const id = parseCanonicalId(call.tool);
    if (!id) continue;
    if (storesByName(id.tool)) use.set(id.server, 'alone');
    else if (!use.has(id.server)) use.set(id.server, 'shared');
  }
  return use;
}

/** Shared by any number, or held by one alone. */
class ServerLock {
  private sharing = 0;
  private held = false;
  private readonly waiting: Array<() => void> = [];

  async take(alone: boolean): Promise<() => void> {
    while (this.held || (alone && this.sharing > 0)) await new Promise<void>((wake) => this.waiting.push(wake));
    if (alone) this.held = true;
    else this.sharing++;
    return () => {
      if (alone) this.held = false;
      else this.sharing--;
      for (const wake of this.waiting.splice(0)) wake();
    };
  }
}

export class ServerLocks {
  private readonly locks = new Map<string, ServerLock>();

  /** Takes the scenario's servers, in name order; what it gives back lets them go. */
  async take(scenario: Pick<Scenario, 'expected_trajectory'>): Promise<() => void> {
    const releases: Array<() => void> = [];
    const uses = [...serverUse(scenario)].sort(([a], [b]) => compareText(a, b));
    for (const [server, use] of uses) {
      let lock = this.locks.get(server);
      if (!lock) this.locks.set(server, (lock = new ServerLock()));
      releases.push(await lock.take(use === 'alone'));
    }
    return () => releases.reverse().forEach((release) => release());
  }
}
