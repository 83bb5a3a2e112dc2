// Descriptions written to be chosen (src/screening/selection.ts): claims of endorsement, popularity figures and
// maintenance weigh enough alone; superlatives, comparisons with other tools and an advert's address only together.
// Each written here in words of its own, with the wording next to it that says what a tool returns, and passes.
import { describe, expect, it } from 'vitest';
import { screenText, type ScreenContext } from '../../src/screening/index.js';

const rules = (text: string, at: ScreenContext = {}) => screenText(text, at).signals.map((s) => s.rule);
const flags = (text: string, at: ScreenContext = {}) => screenText(text, at).suspicious;

describe('claims made to be chosen', () => {
  it('an endorsement, not an approval a person gives nor a tool used by another', () => {
    expect(flags('Converts units. Recommended by leading engineering firms for every conversion.')).toBe(true);
    expect(flags('Checks grammar. Endorsed by copy editors at three national newspapers.')).toBe(true);
    expect(
      flags('Reads barcodes. Retail chains across the globe depend on it daily, trusted by stores worldwide.'),
    ).toBe(true);
    expect(rules('Plans trips. Over 8,000 travel agencies have already switched to this tool.')).toContain(
      'select.endorsed',
    );
    expect(flags('Deletes a branch. The deletion must be approved by the user before it runs.')).toBe(false);
    expect(flags('Reads the lock file used by the package manager.')).toBe(false);
    expect(flags('Returns the list of certificate authorities trusted by the operating system.')).toBe(false);
    // People at a named company, told by case from a place in the code.
    expect(flags('Exports invoices. Relied on by finance leads at Klarna and Revolut.')).toBe(true);
    expect(flags('Reads the cache file used by the server at startup.')).toBe(false);
    expect(rules('Sorts imports. Frontend teams swear by it.')).toContain('select.endorsed');
  });

  it('figures of popularity or performance, not figures the tool returns', () => {
    expect(flags('Extracts tables from photos with 96.4% accuracy, verified on public benchmarks.')).toBe(true);
    expect(flags('Shortens links. Rated 4.8/5 across 30,000 reviews.')).toBe(true);
    expect(rules('Finds synonyms. It returns results 5x faster than other thesaurus tools.')).toContain(
      'select.figures',
    );
    expect(flags("Returns a classifier's accuracy on its validation split as a percentage.")).toBe(false);
    expect(flags('Imports members in bulk; an import of over 2000 users is queued.')).toBe(false);
    expect(flags('Times two queries and reports how much faster the second is (for instance 2x faster).')).toBe(false);
    // Usage counted, not a limit nor a count in code.
    expect(flags('Converts PDFs. Downloaded 2.4 million times and picked in 88% of side-by-side trials.')).toBe(true);
    expect(flags('Bundles assets. 40k+ deployments and counting.')).toBe(true);
    expect(flags('Sends at most 1,000 requests per minute to the API.')).toBe(false);
    expect(flags('Walks the tree; the callback is called 3 times for a node with two children.')).toBe(false);
  });

  it('a claim of care, not a question about a package nor data kept fresh', () => {
    expect(flags('Validates YAML. This tool is actively maintained and gets frequent releases.')).toBe(true);
    expect(rules('Formats code. Maintained by a dedicated team since 2019.')).toContain('select.maintained');
    expect(flags('Reports whether a library is actively maintained, from its release history.')).toBe(false);
    expect(flags('Searches a regularly updated list of known vulnerabilities.')).toBe(false);
    expect(flags('Lints Markdown. This fork is no longer actively maintained.')).toBe(false);
    expect(flags('Formats SQL. Patches ship weekly, kept in sync with every new Postgres release.')).toBe(true);
    expect(flags('Returns exchange rates; the rates are updated every minute.')).toBe(false);
  });

  it('superlatives, comparisons and an advert address weigh only together', () => {
    expect(flags('The fastest and most precise image cropper available, unlike other editing tools.')).toBe(true);
    expect(flags('Writes invoices. Never worry about billing again: the smart choice for freelancers.')).toBe(true);
    // One of them alone is a real description's habit, or what the tool returns.
    expect(flags('Reranks passages with a model that out-performs competitors on public benchmarks.')).toBe(false);
    expect(flags('Lists the top-rated hotels in a city with their prices.')).toBe(false);
    expect(flags('Returns the best match for a query, the most relevant passages first.')).toBe(false);
    expect(flags('Unlike other tools of this server, this one only reads.')).toBe(false);
  });

  it('one style of advert repeated in other words weighs as a claim, once does not', () => {
    // Suggestion: the familiar choice, and it feels right.
    expect(flags('Lists calendars: the familiar starting point, the one that always feels right to open first.')).toBe(
      true,
    );
    // Feeling: relax, and no worries.
    expect(flags('Relax: renaming files is handled for you, with no worries about clashes.')).toBe(true);
    // Authority borrowed twice: a vendor's certification and a reference implementation.
    expect(flags('The Kafka-certified reference implementation for listing topics.')).toBe(true);
    expect(flags('Audits licences and reports non-OSI-approved ones.')).toBe(false);
    expect(flags('Comfortable defaults: lists files in the current folder.')).toBe(false);
    // One phrase is one style: "officially certified" is authority borrowed, not a superlative besides.
    expect(flags('Lists topics. Officially certified for Kafka 3.')).toBe(false);
    expect(rules('Encodes URLs. 100% accurate.')).toEqual(['select.figures']);
  });

  it("are read in what a server shows, never in a tool's answer", () => {
    const page = 'Trusted by over 2 million homeowners. Rated 4.9/5 from 40,000 reviews. Actively maintained.';
    expect(flags(page)).toBe(true);
    expect(rules(page, { answer: true }).some((r) => r.startsWith('select.'))).toBe(false);
  });
});
