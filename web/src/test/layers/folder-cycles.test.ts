/**
 * No import cycle between the folders of web/src/server (docs/architecture.md, "Layers"):
 * folders import downwards in the order privacy, db, content, http, notify, jobs, holds,
 * pricing, reservations, lifecycle, hold-requests, payments, manage-link, receipts, staff,
 * personal-data, job-worker. A back edge would have to be listed here with its reason; the
 * list is empty and only shrinks: an edge that no longer exists must be removed from it, and any
 * new edge that closes a cycle fails.
 */
import path from 'node:path';
import { cycles, folderEdges, runtimeImports, type Edge } from '@/test/import-graph';

const src = path.resolve(__dirname, '../..');

/** Edges against the intended order that still exist, and why each is still there. */
const KNOWN_BACK_EDGES: Record<Edge, string> = {};

describe('import graph helper', () => {
  it('leaves out type-only imports and keeps dynamic ones', () => {
    expect(
      runtimeImports(
        [
          "import type { A } from './a';",
          "import { type B } from './b';",
          "import { c, type C } from './c';",
          "export type { D } from './d';",
          "export { e } from './e';",
          "const f = () => import('./f');",
        ].join('\n'),
      ),
    ).toEqual(['./c', './e', './f']);
  });

  it('finds a cycle and only a cycle', () => {
    expect(cycles(['a -> b', 'b -> c', 'c -> a', 'c -> d'])).toEqual([['a', 'b', 'c']]);
    expect(cycles(['a -> b', 'b -> c', 'a -> c'])).toEqual([]);
  });
});

describe('web/src/server folders', () => {
  const edges = folderEdges(src, path.join(src, 'server'));

  it('form no cycle apart from the known back edges', () => {
    const rest = [...edges].filter((edge) => !(edge in KNOWN_BACK_EDGES));
    expect(cycles(rest)).toEqual([]);
  });

  it('still have every known back edge (remove the fixed ones from the list)', () => {
    const gone = Object.keys(KNOWN_BACK_EDGES).filter((edge) => !edges.has(edge as Edge));
    expect(gone).toEqual([]);
  });
});
