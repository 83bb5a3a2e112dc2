// Batches of fuzz sessions a few at once (bench/fuzz.ts, test/fuzz/sample.test.ts): a CLI run of a batch waits on its
// fuzzed servers' deadlines (hangs, a byte a second) much of its time, using a fraction of a core.

/** Up to `n` at once, in the order asked: `take()` waits for a slot and gives what frees it (once, however often called). */
export function slots(n: number): () => Promise<() => void> {
  let free = n;
  const waiting: (() => void)[] = [];
  const give = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return async () => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let given = false;
    return () => void (given || ((given = true), give()));
  };
}
