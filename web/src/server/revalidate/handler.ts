/**
 * On-demand revalidation from a Sanity webhook: checks the signature over the raw body
 * with SANITY_REVALIDATE_SECRET, then rebuilds every content page in every locale.
 * Without a secret nothing is revalidated: an open endpoint would let anyone force rebuilds.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { SIGNATURE_HEADER_NAME, isValidSignature } from '@sanity/webhook';
import { z } from 'zod';
import { BodyTooLargeError, readRawBody } from '@/server/http/body';
import { errorMessage, log } from '@/server/log';
import { revalidationPaths } from './paths';

/** What we read of the webhook's projection; anything else in it is ignored. */
const webhookBodySchema = z
  .object({ _type: z.string().optional(), _id: z.string().optional() })
  .loose();

export interface RevalidateOptions {
  secret: () => string | undefined;
  paths?: () => string[];
}

const MAX_BODY_BYTES = 1_000_000;

type Answer = { revalidated: string[] } | { error: string; revalidated?: string[] };

export function createRevalidateHandler({
  secret,
  paths = () => revalidationPaths(),
}: RevalidateOptions) {
  return async function handler(req: NextApiRequest, res: NextApiResponse<Answer>) {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return res.status(405).json({ error: 'method-not-allowed' });
    }
    const key = secret();
    if (!key) {
      log.warn('revalidate-not-configured');
      return res.status(401).json({ error: 'revalidate-not-configured' });
    }

    let body: string;
    try {
      body = (await readRawBody(req, MAX_BODY_BYTES)).toString('utf8');
    } catch (err) {
      if (err instanceof BodyTooLargeError)
        return res.status(413).json({ error: 'body-too-large' });
      throw err;
    }
    const signature = req.headers[SIGNATURE_HEADER_NAME];
    if (typeof signature !== 'string' || !(await safeIsValid(body, signature, key))) {
      log.warn('revalidate-invalid-signature');
      return res.status(401).json({ error: 'invalid-signature' });
    }

    const parsed = webhookBodySchema.safeParse(safeJson(body));
    if (!parsed.success) return res.status(400).json({ error: 'invalid-body' });

    const revalidated: string[] = [];
    const failed: string[] = [];
    for (const path of paths()) {
      try {
        await res.revalidate(path);
        revalidated.push(path);
      } catch (err) {
        failed.push(path);
        log.error('revalidate-path-failed', { path, message: errorMessage(err) });
      }
    }
    log.info('revalidate-done', {
      type: parsed.data._type,
      id: parsed.data._id,
      count: revalidated.length,
    });
    // A non-2xx answer makes Sanity retry the webhook later.
    if (failed.length > 0) return res.status(500).json({ error: 'revalidate-failed', revalidated });
    return res.status(200).json({ revalidated });
  };
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
