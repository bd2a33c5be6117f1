/**
 * A stand-in for the Studio's client over an in-memory dataset, for the translation tools'
 * tests and screenshot harness: queries run as real GROQ (groq-js), mutations are applied with
 * Sanity's own mutator, so a patch path that Content Lake would reject fails here too.
 */
import { Mutation } from '@sanity/mutator';
import { createDatasetClient, type SanityDocumentLike } from 'schemas/src/testing/datasetClient';
import type { TextsClient } from './client';

type Mut = ConstructorParameters<typeof Mutation>[0]['mutations'][number];

export function createTextsClient(initial: readonly SanityDocumentLike[]) {
  const documents = new Map(
    initial.map((d) => [d._id, JSON.parse(JSON.stringify(d)) as SanityDocumentLike]),
  );
  const sent: Mut[][] = [];
  const client: TextsClient = {
    fetch: (query) => createDatasetClient([...documents.values()]).fetch(query),
    async mutate(mutations) {
      sent.push(mutations as Mut[]);
      for (const mutation of mutations as Mut[]) {
        const id =
          mutation.createIfNotExists?._id ?? (mutation.patch as { id?: string } | undefined)?.id;
        if (!id) throw new Error(`unsupported mutation ${JSON.stringify(mutation)}`);
        const before = documents.get(id) ?? null;
        const after = new Mutation({ mutations: [mutation] }).apply(before as never);
        if (!after) throw new Error(`mutation on missing document ${id}`);
        documents.set(id, after as SanityDocumentLike);
      }
      return {};
    },
  };
  return { client, documents, sent };
}
