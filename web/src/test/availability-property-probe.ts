/** Child process of slots.property.test.ts: prints checkEngines(seed, cases) as JSON. */
import { checkEngines } from './availability-property';

const [seed, cases] = process.argv.slice(2).map(Number);
process.stdout.write(JSON.stringify(checkEngines(seed, cases)));
