/**
 * What the routes of a link's token (manage, waitlist, offer) share: fresh content (policy,
 * locations). The token in the body is the caller's only proof; the use case opens it in the
 * transaction that reads what it names and refuses a bad one with its own id
 * (docs/architecture.md "Add an API route").
 */
import type { NextApiRequest } from 'next';
import { contentDeps } from '@/server/deps';
import type { ManageDeps } from './actions';

/** What every manage-link use case reads: the database, the turn pool, fresh content. */
export function manageDeps(): Promise<ManageDeps> {
  return contentDeps({ fresh: true });
}

/** A manage-link use case's answer to its route: the 200 body (its contract's response). */
export type LinkAnswer<I, R> = (input: I, deps: ManageDeps, req: NextApiRequest) => Promise<R>;
