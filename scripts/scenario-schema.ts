// Writes scenario.schema.json and retrieval-suite.schema.json (for editors) from the zod schemas in
// src/scenario/schema.ts and src/retrieval/suite-schema.ts. `npm run schema`; test/scenario/loader.test.ts and
// test/retrieval/load.test.ts fail when a committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { suiteJsonSchemaText } from '../src/retrieval/suite-schema.js';
import { scenarioJsonSchemaText } from '../src/scenario/schema.js';

for (const [name, text] of [
  ['scenario.schema.json', scenarioJsonSchemaText()],
  ['retrieval-suite.schema.json', suiteJsonSchemaText()],
]) {
  const out = fileURLToPath(new URL(`../${name}`, import.meta.url));
  writeFileSync(out, text);
  console.log(`wrote ${out}`);
}
