// A model provider's SDK, loaded by its first request and not at start (cold start: a scripted or replay run never
// needs one, and the Anthropic SDK alone is 1.8 MB bundled), and the one client made with it.

export class LazySdk<Sdk, Client> {
  /** The SDK once loaded: its error classes tell the provider's failures apart (none before a request). */
  loaded: Sdk | null = null;
  private made: Promise<Client> | null = null;

  constructor(
    private readonly load: () => Promise<Sdk>,
    private readonly make: (sdk: Sdk) => Client,
  ) {}

  /** The client, made by the first call (which loads the SDK). */
  client(): Promise<Client> {
    this.made ??= this.load().then((sdk) => {
      this.loaded = sdk;
      return this.make(sdk);
    });
    return this.made;
  }

  /** `err` said by `say` if it is an instance of the SDK's class `of` picks (its API error); else null. */
  describe<E>(
    err: unknown,
    of: (sdk: Sdk) => abstract new (...args: never[]) => E,
    say: (e: E) => string,
  ): string | null {
    return this.loaded && err instanceof of(this.loaded) ? say(err as E) : null;
  }
}
