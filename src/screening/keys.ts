// Which lists of words a text holds, every list answered by one pass over the text (docs/scoring/screening.md
// "Signals", gate words). The rules ask some ninety lists of each sentence; a pattern per list read each sentence
// ninety times and took a third of the screening's time. One automaton (Aho-Corasick) holds every word of every list
// asked about so far; a text is read once, and what it holds is kept while its sentences are being screened.
// A list joins the trie when it is first asked about; what is worked out from the trie (failure states, the lists
// that end at a state, the next state for a character) is worked out as texts need it, afresh after a list joins:
// the lists join one by one while the first text is screened.

/** Each list asked about, by identity (lists are module constants), and its number. */
const LISTS = new Map<readonly string[], number>();

/**
 * The trie of every word (state 0 is the root): each state's children by UTF-16 code unit (as a pattern without the
 * `u` flag reads), its parent, and the code unit that leads to it.
 */
const children: Array<Map<number, number>> = [new Map()];
const parent: number[] = [0];
const unit: number[] = [0];
/** The lists whose words end at each state (not counting its failure states). */
const own: number[][] = [[]];
/** Each code unit's column in `moves`: 0 for one that no word holds. */
const column = new Uint16Array(65_536);
let columns = 1;

/**
 * Worked out as needed (-1, undefined: not yet): the state of each state's longest proper suffix in the trie, the
 * lists that end at each state through its failure states too, and the state after each state and column. Dropped
 * (`stale`) when a list joins.
 */
let fail = new Int32Array(0);
let ends: Array<readonly number[] | undefined> = [];
let moves = new Int32Array(0);
let stale = true;

/** What each text recently read holds: a sentence is asked about by many rules, one after another. */
const HELD = new Map<string, number[]>();
/** Texts kept, at most: more than the sentences of any text the rules read in a row. */
const MAX_HELD = 512;

/** The words of list `id` put into the trie: what was worked out from it is stale. */
function join(keys: readonly string[], id: number): void {
  for (const word of keys) {
    let at = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      if (!column[c]) column[c] = columns++;
      let to = children[at].get(c);
      if (to === undefined) {
        to = children.push(new Map()) - 1;
        parent.push(at);
        unit.push(c);
        own.push([]);
        children[at].set(c, to);
      }
      at = to;
    }
    if (!own[at].includes(id)) own[at].push(id);
  }
  stale = true;
  HELD.clear();
}

function failOf(state: number): number {
  if (fail[state] < 0) fail[state] = parent[state] === 0 ? 0 : move(failOf(parent[state]), unit[state]);
  return fail[state];
}

/** The state after `at` reads code unit `c`. */
function move(at: number, c: number): number {
  const i = at * columns + column[c];
  if (moves[i] < 0) moves[i] = children[at].get(c) ?? (at && column[c] ? move(failOf(at), c) : 0);
  return moves[i];
}

function endsOf(state: number): readonly number[] {
  if (state === 0) return own[0];
  const through = endsOf(failOf(state)).filter((id) => !own[state].includes(id));
  return (ends[state] ??= [...own[state], ...through]);
}

/** The number of each reading, and the last reading that found each list (exact to 2^53 readings): noted once. */
let reading = 0;
let found = new Float64Array(0);

function note(held: number[], lists: readonly number[]): void {
  for (const id of lists) {
    if (found[id] === reading) continue;
    found[id] = reading;
    held.push(id);
  }
}

/** The lists `text` holds a word of, by number, each once. */
function read(text: string): number[] {
  if (stale) {
    fail = new Int32Array(children.length).fill(-1);
    ends = [];
    moves = new Int32Array(children.length * columns).fill(-1);
    found = new Float64Array(LISTS.size);
    stale = false;
  }
  reading++;
  const held: number[] = [];
  note(held, own[0]);
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const to = moves[at * columns + column[c]];
    at = to >= 0 ? to : move(at, c);
    const lists = ends[at] ?? endsOf(at);
    if (lists.length) note(held, lists);
  }
  return held;
}

/** The number of a list of words; a list met for the first time joins the trie. Lists must be constants. */
export function listNumber(keys: readonly string[]): number {
  let id = LISTS.get(keys);
  if (id === undefined) {
    LISTS.set(keys, (id = LISTS.size));
    join(keys, id);
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
