/**
 * Documents the site leaves out because they fail its model (./valid.ts validDocuments),
 * made visible where staff look (docs/identity-and-snapshot.md): Studio asks for them (a badge, via
 * /api/studio/content-problems), and each broken document version is announced once on the
 * staff channel, deduplicated by _id + _rev in the database (content_problems_reported).
 */
import type { z } from 'zod';
import type { Db } from '@/server/db/client';
import { contentProblemsReported } from '@/server/db/schema';
import { log } from '@/server/log';

export type ContentProblem = {
  type: string;
  /** Sanity _id, or the identifying field for types whose query has no _id. */
  id: string;
  rev: string | null;
  /** Staff-facing, e.g. "not shown on the site: German title missing". */
  summary: string;
  issues: string[];
  /**
   * Set when the document is shown but something about it needs staff: `unnamed-room-bookings`
   * (live bookings in rooms a location no longer names, reservations/unnamed-rooms.ts).
   */
  kind?: string;
};

const LANGUAGE_NAMES: Record<string, string> = { de: 'German', en: 'English' };

/** "title_de: expected string, received null" -> "German title missing". */
export function describeIssue(issue: z.core.$ZodIssue, doc: unknown): string {
  const path = issue.path.map(String);
  const field = path.join('.');
  let value: unknown = doc;
  for (const key of path) value = (value as Record<string, unknown> | null)?.[key];
  const missing = value === undefined || value === null || value === '';
  const lang = /^(.*)_(de|en)$/.exec(path[0] ?? '');
  const name = lang
    ? `${LANGUAGE_NAMES[lang[2]!]} ${lang[1]!.replace(/_/g, ' ')}`
    : field || 'document';
  return missing ? `${name} missing` : `${name}: ${issue.message}`;
}

export function contentProblem(
  type: string,
  doc: unknown,
  issues: readonly z.core.$ZodIssue[],
  index: number,
): ContentProblem {
  const d = (doc ?? {}) as {
    id?: string;
    rev?: string | null;
    slug?: string;
    errorId?: string;
    code?: string;
  };
  const described = [...new Set(issues.map((i) => describeIssue(i, doc)))];
  return {
    type,
    id: d.id ?? d.slug ?? d.errorId ?? d.code ?? String(index),
    rev: d.rev ?? null,
    summary: `not shown on the site: ${described.join('; ')}`,
    issues: issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  };
}

/**
 * Sends each problem to the staff channel once per document version. Returns the problems
 * newly reported. A document without a _rev (the seed) is keyed on its id alone.
 */
export async function reportContentProblems(
  db: Db,
  problems: readonly ContentProblem[],
  notify: (problem: ContentProblem) => void,
): Promise<ContentProblem[]> {
  const reported: ContentProblem[] = [];
  for (const problem of problems) {
    const inserted = await db
      .insert(contentProblemsReported)
      .values({ documentId: problem.id, rev: problem.rev ?? '' })
      .onConflictDoNothing()
      .returning({ id: contentProblemsReported.documentId });
    if (inserted.length === 0) continue;
    reported.push(problem);
    log.warn('content-problem-reported', { type: problem.type, id: problem.id, rev: problem.rev });
    notify(problem);
  }
  return reported;
}
