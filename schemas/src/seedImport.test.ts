/**
 * Runs the seed through Sanity's own importer (@sanity/import, what `sanity dataset import`
 * uses) against an in-memory stand-in for the Content Lake: proves the file is importable
 * as is (ids, keys, references) without a project or network.
 */
import { sanityImport } from '@sanity/import';
import type { SanityDocumentLike } from './testing/datasetClient';
import { loadSeed } from './testing/seed';

type Operation =
  | ['create' | 'createOrReplace' | 'createIfNotExists', SanityDocumentLike]
  | ['patch', string, string[]];

function inMemoryLake() {
  const documents = new Map<string, SanityDocumentLike>();
  const log: Operation[] = [];
  const transaction = () => {
    const pending: Operation[] = [];
    const trx = {
      create: (doc: SanityDocumentLike) => (pending.push(['create', doc]), trx),
      createOrReplace: (doc: SanityDocumentLike) => (pending.push(['createOrReplace', doc]), trx),
      createIfNotExists: (doc: SanityDocumentLike) => (
        pending.push(['createIfNotExists', doc]),
        trx
      ),
      patch: (id: string, build: (patch: { unset: (paths: string[]) => unknown }) => void) => {
        const paths: string[] = [];
        const patch = { unset: (p: string[]) => (paths.push(...p), patch) };
        build(patch);
        pending.push(['patch', id, paths]);
        return trx;
      },
      commit: async () => {
        const results = pending.map((op) => {
          log.push(op);
          if (op[0] === 'patch') {
            if (!documents.has(op[1])) throw new Error(`patch of missing document ${op[1]}`);
            return { id: op[1], operation: 'update' };
          }
          if (op[0] === 'create' && documents.has(op[1]._id))
            throw new Error(`${op[1]._id} exists`);
          documents.set(op[1]._id, structuredClone(op[1]));
          return { id: op[1]._id, operation: 'create' };
        });
        return { results };
      },
    };
    return trx;
  };
  const client = {
    config: () => ({ token: 'offline', projectId: 'placeholder', dataset: 'production' }),
    withConfig() {
      return client;
    },
    fetch: async () => [],
    transaction,
    datasets: { list: async () => [] },
  };
  return { client, documents, log };
}

describe('seed import', () => {
  it('is accepted by the Sanity importer with every document and reference', async () => {
    const seed = loadSeed();
    const lake = inMemoryLake();
    const result = await sanityImport(structuredClone(seed), {
      client: lake.client as never,
      operation: 'createOrReplace',
    });
    expect(result).toEqual({ numDocs: seed.length, warnings: [] });
    expect([...lake.documents.keys()].sort()).toEqual(seed.map((d) => d._id).sort());
    // Strong references are created weak, then strengthened: one unset per reference.
    const referenceCount = JSON.stringify(seed).match(/"_type":"reference"/g)?.length ?? 0;
    const strengthened = lake.log.flatMap((op) => (op[0] === 'patch' ? op[2] : []));
    expect(strengthened).toHaveLength(referenceCount);
  });

  it('rejects an invalid document id (the check can fail)', async () => {
    const lake = inMemoryLake();
    await expect(
      sanityImport([{ _id: 'not valid!', _type: 'tag' }], {
        client: lake.client as never,
        operation: 'createOrReplace',
      }),
    ).rejects.toThrow(/not valid/);
  });
});
