// The commands that parse their own flags (own-flags.ts), by name: main() hands them the rest of the line.
export type OwnRunner = (argv: string[]) => Promise<number>;

export function ownCommand(name: string | undefined): OwnRunner | undefined {
  // Each own command loads its module, and what that brings (authoring/, the MCP SDK), only when it is the one run.
  if (name === 'init') return async (argv) => (await import('./init.js')).initCommand(argv);
  if (name === 'import') return async (argv) => (await import('./import.js')).importCommand(argv);
  return undefined;
}
