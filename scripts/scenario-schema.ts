// Writes scenario.schema.json (for editors) from the zod schema in src/scenario/schema.ts.
// `npm run schema`; test/scenario-loader.test.ts fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scenarioJsonSchemaText } from '../src/scenario/schema.js';

const out = fileURLToPath(new URL('../scenario.schema.json', import.meta.url));
writeFileSync(out, scenarioJsonSchemaText());
console.log(`wrote ${out}`);
