/** Prints the availability of the fixed scenarios as JSON (run under various TZ values). */
import { computeAvailability } from '@/server/availability';
import { scenarios } from './availability-scenarios';

const out = Object.fromEntries(
  Object.entries(scenarios).map(([name, q]) => [name, computeAvailability(q)]),
);
process.stdout.write(JSON.stringify({ tz: Intl.DateTimeFormat().resolvedOptions().timeZone, out }));
