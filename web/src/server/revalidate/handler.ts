/**
 * On-demand revalidation from a Sanity webhook: rate-limited, checks the signature over the
 * raw body with SANITY_REVALIDATE_SECRET and refuses signatures older than five minutes
 * (a captured request cannot be replayed later), then rebuilds every content page in every
 * locale in parallel (page builds read past the CDN: PAGE_BUILD in server/content/source.ts).
 * Without a secret nothing is revalidated: an open endpoint would let anyone force rebuilds.
 * Not next-sanity's `parseBody`: it takes an App Router Request, reads the body without a size
 * limit and does not check the signature's age (docs/decisions/0009-no-next-sanity.md).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { SIGNATURE_HEADER_NAME, decodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import {
  REVALIDATE_BODY_TOO_LARGE,
  REVALIDATE_FAILED,
  REVALIDATE_INVALID_BODY,
  REVALIDATE_INVALID_SIGNATURE,
  REVALIDATE_NOT_CONFIGURED,
  REVALIDATE_SIGNATURE_EXPIRED,
  revalidateRequestSchema,
  type RevalidateErrorAnswer,
  type RevalidateResponse,
} from '@/contracts/revalidate';
import { BodyTooLargeError, readRawBody } from '@/server/http/body';
import { closeIfBodyUnread } from '@/server/http/errors';
import { enforceRateLimit, type RateLimitRule } from '@/server/http/rate-limit';
import { rateLimitRule } from '@/server/http/rate-limits';
import { errorMessage, log } from '@/server/log';
import { revalidationPaths } from './paths';
import { METHOD_NOT_ALLOWED } from '@/contracts/error-ids';

/** A signature older than this (or this far in the future: clock skew) is refused. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000;

export const REVALIDATE_RATE_LIMIT: RateLimitRule = rateLimitRule('revalidate');

export interface RevalidateOptions {
  secret: () => string | undefined;
  paths?: () => string[];
  /** True when the request may go on; otherwise it has answered (429). */
  rateLimit?: (req: NextApiRequest, res: NextApiResponse) => Promise<boolean>;
  now?: () => number;
  /**
   * Runs after a rebuild without holding up the answer, with the published document (staff
   * hear of content problems; the waitlist looks again at a location that may have more room).
   */
  afterRebuild?: (doc: { type?: string; id?: string }) => Promise<unknown>;
}

const MAX_BODY_BYTES = 1_000_000;

type Answer = RevalidateResponse | RevalidateErrorAnswer;

export function createRevalidateHandler({
  secret,
  paths = () => revalidationPaths(),
  rateLimit = (req, res) => enforceRateLimit(req, res, REVALIDATE_RATE_LIMIT),
  now = () => Date.now(),
  afterRebuild,
}: RevalidateOptions) {
  return async function handler(req: NextApiRequest, res: NextApiResponse<Answer>) {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return res.status(405).json({ error: METHOD_NOT_ALLOWED });
    }
    const key = secret();
    if (!key) {
      log.warn('revalidate-not-configured');
      return res.status(401).json({ error: REVALIDATE_NOT_CONFIGURED });
    }
    if (!(await rateLimit(req, res))) return;

    let body: string;
    try {
      body = (await readRawBody(req, MAX_BODY_BYTES)).toString('utf8');
    } catch (err) {
      if (err instanceof BodyTooLargeError) {
        closeIfBodyUnread(res);
        return res.status(413).json({ error: REVALIDATE_BODY_TOO_LARGE });
      }
      throw err;
    }
    const signature = req.headers[SIGNATURE_HEADER_NAME];
    if (typeof signature !== 'string' || !(await safeIsValid(body, signature, key))) {
      log.warn('revalidate-invalid-signature');
      return res.status(401).json({ error: REVALIDATE_INVALID_SIGNATURE });
    }
    if (!isRecent(signature, now())) {
      log.warn('revalidate-signature-expired');
      return res.status(401).json({ error: REVALIDATE_SIGNATURE_EXPIRED });
    }

    const parsed = revalidateRequestSchema.safeParse(safeJson(body));
    if (!parsed.success) return res.status(400).json({ error: REVALIDATE_INVALID_BODY });

    const started = now();
    const list = paths();
    // All at once: the slowest page, not the sum of all, decides when the change is live.
    const results = await Promise.allSettled(list.map((path) => res.revalidate(path)));
    const revalidated: string[] = [];
    const failed: string[] = [];
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') revalidated.push(list[i]);
      else {
        failed.push(list[i]);
        log.error('revalidate-path-failed', {
          path: list[i],
          message: errorMessage(result.reason),
        });
      }
    });
    log.info('revalidate-done', {
      type: parsed.data._type,
      id: parsed.data._id,
      count: revalidated.length,
      ms: now() - started,
    });
    afterRebuild?.({ type: parsed.data._type, id: parsed.data._id }).catch((err: unknown) =>
      log.error('revalidate-after-rebuild-failed', { message: errorMessage(err) }),
    );
    // A non-2xx answer makes Sanity retry the webhook later.
    if (failed.length > 0) return res.status(500).json({ error: REVALIDATE_FAILED, revalidated });
    return res.status(200).json({ revalidated });
  };
}

/** The signature's own timestamp (ms, signed with the body) is within the allowed age. */
function isRecent(signature: string, at: number): boolean {
  try {
    return Math.abs(at - decodeSignatureHeader(signature).timestamp) <= MAX_SIGNATURE_AGE_MS;
  } catch {
    return false;
  }
}

async function safeIsValid(body: string, signature: string, secret: string): Promise<boolean> {
  try {
    return await isValidSignature(body, signature, secret);
  } catch {
    // A malformed header throws; it is as invalid as a wrong one.
    return false;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
