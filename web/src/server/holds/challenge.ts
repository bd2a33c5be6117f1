/**
 * The self-hosted proof-of-work challenge (ALTCHA, altcha-lib on the server, the `altcha`
 * widget in the page; no third-party service). A challenge is signed with a key derived from
 * TOKEN_SECRET, expires after CHALLENGE_TTL_SECONDS, and its solution lets exactly one hold
 * through: the challenge's signature is stored as spent in the hold's own transaction.
 */
import { createHmac } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db, Tx } from '@/server/db/client';
import { rowsOf } from '@/server/db/client';
import { spentChallenges } from '@/server/db/schema';
import { tokenSecret } from '@/server/tokens';

export const CHALLENGE_TTL_SECONDS = 300;
/**
 * PBKDF2 iterations per try and the range of tries the answer lies in: about a second of a
 * phone's CPU per hold, nothing for one visitor, a real cost for thousands of holds.
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
export const CHALLENGE_COST = 1_000;
export const CHALLENGE_COUNTER = { min: 2_000, max: 5_000 };
/**
 * The work doubles for every further burst floor's worth of holds in the window (level 0 up to
 * the second floor, 1 up to the third, ...), up to 2^MAX_LEVEL times: a script that pays for
 * its holds with CPU pays more the faster it goes, a visitor in a quiet minute pays little.
 */
export const MAX_LEVEL = 6;

export function challengeLevel(burst: { recent: number; threshold: number }): number {
  return Math.min(MAX_LEVEL, Math.max(0, Math.floor(burst.recent / burst.threshold) - 1));
}

function secrets(): { hmacSignatureSecret: string; hmacKeySignatureSecret: string } {
  const derive = (purpose: string) =>
    createHmac('sha256', tokenSecret()).update(`altcha:${purpose}`).digest('hex');
  return { hmacSignatureSecret: derive('signature'), hmacKeySignatureSecret: derive('key') };
}

/** A new signed challenge for a hold at this location, at this level of work. */
export async function newHoldChallenge(
  location: string,
  level: number,
  now: Date = new Date(),
): Promise<Challenge> {
  const scale = 2 ** Math.min(MAX_LEVEL, Math.max(0, level));
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(CHALLENGE_COUNTER.max * scale, CHALLENGE_COUNTER.min * scale),
    // Signed with the challenge: a cheap challenge of a quiet location does not pay here.
    data: { location, level },
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    ...secrets(),
  });
}

type Payload = { challenge: Challenge; solution: { counter: number; derivedKey: string } };

function decode(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    if (typeof parsed?.challenge?.signature !== 'string' || typeof parsed.solution !== 'object')
      return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * The challenge's signature when `payload` (the widget's base64 JSON) solves a challenge of
 * ours for this location, of at least `minLevel`, that has not expired; null otherwise.
 * Spending it is spendChallenge.
 */
export async function verifyHoldSolution(
  payload: string,
  expected: { location: string; minLevel: number },
): Promise<string | null> {
  const decoded = decode(payload);
  if (!decoded) return null;
  const data = decoded.challenge.parameters?.data;
  if (data?.location !== expected.location || Number(data?.level) < expected.minLevel) return null;
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      ...secrets(),
    });
    return result.verified ? decoded.challenge.signature! : null;
  } catch {
    return null; // malformed parameters: not a solution of ours
  }
}

/** Marks a verified challenge as used (through the hold's transaction); false if it was. */
export async function spendChallenge(tx: Tx, signature: string, now: Date): Promise<boolean> {
  const rows = rowsOf<{ signature: string }>(
    await tx.execute(sql`
      insert into spent_challenges (signature, expires_at)
      values (${signature}, ${new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000).toISOString()})
      on conflict do nothing
      returning signature`),
  );
  return rows.length === 1;
}

/** Spent challenges past their expiry can never verify again: dead weight. */
export async function sweepSpentChallenges(db: Db): Promise<void> {
  await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, sql`now()`));
}
