/**
 * The proof-of-work worker is served from the site's own origin (public/altcha, so the CSP's
 * script-src 'self' covers it): it must be the pinned altcha package's own worker, byte for
 * byte. After upgrading altcha: cp node_modules/altcha/dist/workers/pbkdf2.js web/public/altcha/
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ALTCHA_WORKER_URL, CHALLENGE_URL } from './HoldChallenge';
import { CHALLENGE_ALGORITHM } from '@/server/holds/challenge';

const packaged = ['web', '.']
  .map((dir) =>
    path.join(process.cwd(), '..', dir, 'node_modules', 'altcha', 'dist', 'workers', 'pbkdf2.js'),
  )
  .find(existsSync);

it('serves the pinned package worker for the algorithm the server asks for', () => {
  expect(packaged).toBeDefined();
  const served = readFileSync(path.join(process.cwd(), 'public', ALTCHA_WORKER_URL), 'utf8');
  expect(served).toBe(readFileSync(packaged!, 'utf8'));
  expect(CHALLENGE_ALGORITHM).toBe('PBKDF2/SHA-256');
  expect(CHALLENGE_URL).toBe('/api/reservation/challenge');
});
