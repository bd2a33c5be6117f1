/**
 * Documents checked against their model: a document that does not pass is left out, logged and
 * announced to whoever listens (server/ops/content-report.ts), so one broken edit in Studio never
 * takes a page down. Its own module so that the catalogue (./index.ts) and the safety
 * questionnaire (./screening.ts) share it without importing each other.
 */
import type { z } from 'zod';
import { log } from '../log';
import { contentProblem, type ContentProblem } from './problems';

type ProblemListener = (problem: ContentProblem) => void;
const listeners = new Set<ProblemListener>();

/**
 * Hears every document the site leaves out (server/ops/content-report.ts forwards them to the
 * staff channel, once per document version). Returns a function that stops listening.
 */
export function onContentProblem(listener: ProblemListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the documents that pass `schema`; logs and announces the others (./problems.ts). */
export function validDocuments<S extends z.ZodType>(
  type: string,
  schema: S,
  docs: unknown,
): z.output<S>[] {
  if (!Array.isArray(docs)) return [];
  return docs.flatMap((doc, index) => {
    const parsed = schema.safeParse(doc);
    if (parsed.success) return [parsed.data as z.output<S>];
    const problem = contentProblem(type, doc, parsed.error.issues, index);
    log.warn('content-document-invalid', {
      type,
      id: problem.id,
      issues: problem.issues.join('; '),
    });
    for (const listener of listeners) listener(problem);
    return [];
  });
}
