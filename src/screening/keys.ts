// Which lists of words a text holds, every list answered by one pass over the text (docs/scoring/screening.md
// "Signals", gate words). The rules ask some eighty lists of each sentence; a pattern per list read each sentence
// eighty times and took a third of the screening's time. One automaton (Aho-Corasick) holds every word of every list
// asked about so far; a text is read once, and what it holds is kept while its sentence is being screened.

/** A trie of the words with failure links (state 0 is the root), and the moves it makes, worked out as they are met. */
interface Automaton {
  /** Each state's children, by UTF-16 code unit (a pattern without the `u` flag reads code units too). */
  children: Array<Map<number, number>>;
  /** Where to go on when a code unit has no child: the state of the longest proper suffix. */
  fail: number[];
  /** The lists whose words end at each state, through its failure states too. */
  ends: number[][];
  /** 1 where a word ends at the state: the quick test before `ends`. */
  ending: Uint8Array;
  /** Each code unit's column: 0 for one no word holds. */
  column: Uint8Array;
  /** The state after each state and column, -1 until first needed. */
  moves: Int32Array;
  columns: number;
}

/** Each list asked about, by identity (lists are module constants), and its number. */
const LISTS = new Map<readonly string[], number>();
let automaton: Automaton | null = null;

/** What each text recently read holds, by list number: a sentence is asked about by many rules, one after another. */
const HELD = new Map<string, number[]>();
/** Texts kept, at most: more than the sentences of any text the rules read in a row. */
const MAX_HELD = 512;

function build(): Automaton {
  const children: Array<Map<number, number>> = [new Map()];
  const ends: number[][] = [[]];
  const column = new Uint8Array(65_536);
  let columns = 1;
  for (const [list, id] of LISTS) {
    for (const word of list) {
      let at = 0;
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        if (!column[c]) column[c] = columns++;
        let to = children[at].get(c);
        if (to === undefined) {
          to = children.push(new Map()) - 1;
          ends.push([]);
          children[at].set(c, to);
        }
        at = to;
      }
      if (!ends[at].includes(id)) ends[at].push(id);
    }
  }
  const fail = new Array<number>(children.length).fill(0);
  const queue = [...children[0].values()];
  for (let q = 0; q < queue.length; q++) {
    const from = queue[q];
    for (const [c, to] of children[from]) {
      let f = fail[from];
      while (f && !children[f].has(c)) f = fail[f];
      fail[to] = children[f].get(c) ?? 0;
      ends[to] = [...new Set([...ends[to], ...ends[fail[to]]])];
      queue.push(to);
    }
  }
  const moves = new Int32Array(children.length * columns).fill(-1);
  const ending = Uint8Array.from(ends, (e) => (e.length ? 1 : 0));
  return { children, fail, ends, ending, column, moves, columns };
}

/** The state after `at` reads code unit `c` (of column `col`) when it is not yet known, remembered. */
function move(a: Automaton, at: number, c: number, col: number): number {
  const i = at * a.columns + col;
  if (a.moves[i] < 0) a.moves[i] = a.children[at].get(c) ?? (at && col ? move(a, a.fail[at], c, col) : 0);
  return a.moves[i];
}

/** The number of each reading, and the last reading that found each list: a list is noted once a reading. */
let reading = 0;
let found = new Int32Array(0);

function note(held: number[], lists: readonly number[]): void {
  for (const id of lists) {
    if (found[id] === reading) continue;
    found[id] = reading;
    held.push(id);
  }
}

/** The lists `text` holds a word of, by number, each once. */
function read(text: string): number[] {
  const a = (automaton ??= build());
  const { column, moves, columns, ends, ending } = a;
  if (found.length < LISTS.size) found = new Int32Array(LISTS.size);
  reading++;
  const held: number[] = [];
  if (ending[0]) note(held, ends[0]);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const to = moves[at * columns + column[c]];
    at = to >= 0 ? to : move(a, at, c, column[c]);
    if (ending[at]) note(held, ends[at]);
  }
  return held;
}

/** The number of a list of words; a list met for the first time joins the automaton. Lists must be constants. */
export function listNumber(keys: readonly string[]): number {
  let id = LISTS.get(keys);
  if (id === undefined) {
    LISTS.set(keys, (id = LISTS.size));
    automaton = null;
    HELD.clear();
  }
  return id;
}

/** The lists (by number) `text` holds a word of. Ask for the lists' numbers first. */
export function heldLists(text: string): readonly number[] {
  let held = HELD.get(text);
  if (!held) {
    if (HELD.size >= MAX_HELD) HELD.clear();
    HELD.set(text, (held = read(text)));
  }
  return held;
}

/** Does `text` hold one of `keys` (case as given, a list that is a constant)? */
export function hasAny(text: string, keys: readonly string[]): boolean {
  const id = listNumber(keys);
  return heldLists(text).includes(id);
}
