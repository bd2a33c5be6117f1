/**
 * A stand-in for the Sanity document client in tests: answers `fetch(query, params)` by
 * running the real GROQ with groq-js over an in-memory dataset, so the validators' queries
 * are exercised exactly as Studio would send them.
 */
import { evaluate, parse } from 'groq-js';

export interface SanityDocumentLike {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

export interface DatasetClient {
  fetch<T = unknown>(query: string, params?: Record<string, unknown>): Promise<T>;
}

export function createDatasetClient(documents: readonly SanityDocumentLike[]): DatasetClient {
  return {
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      const result = await evaluate(parse(query, { params }), { dataset: [...documents], params });
      return (await result.get()) as T;
    },
  };
}

/** Reads a dataset in `sanity dataset import` NDJSON format. */
export function parseNdjson(text: string): SanityDocumentLike[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const doc = JSON.parse(line) as SanityDocumentLike;
      if (typeof doc._id !== 'string' || typeof doc._type !== 'string') {
        throw new Error(`Line ${index + 1}: every document needs _id and _type`);
      }
      return doc;
    });
}
