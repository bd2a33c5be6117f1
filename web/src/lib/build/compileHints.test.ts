/** @jest-environment node */
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  addCompileHints,
  COMPILE_HINT,
  hasCompileHint,
  shiftSourceMapOneLine,
  sourceMapNameOf,
  withCompileHint,
} from './compileHints';

// Two generated lines: line 0 maps column 0 to a.ts 0:0 and column 10 to a.ts 1:4; line 1
// maps column 2 to b.ts 5:0.
const MAP = JSON.stringify({
  version: 3,
  sources: ['a.ts', 'b.ts'],
  names: [],
  mappings: 'AAAA,UACI;ECIJ',
});

function entry(mapJson: string, line: number, column: number) {
  const found = new SourceMap(JSON.parse(mapJson)).findEntry(line, column) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  return [found.originalSource, found.originalLine, found.originalColumn];
}

describe('withCompileHint', () => {
  test('puts the hint on a line of its own before the code, once', () => {
    const code = '(globalThis.TURBOPACK||=[]).push([1,{}]);';
    const hinted = withCompileHint(code);
    expect(hinted).toBe(`${COMPILE_HINT}\n${code}`);
    expect(hasCompileHint(hinted)).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
    expect(hasCompileHint(code)).toBe(false);
  });
});

describe('sourceMapNameOf', () => {
  test("reads the map's name from the chunk's last comment, or null", () => {
    expect(sourceMapNameOf('var a=1;\n//# sourceMappingURL=m9.js.map')).toBe('m9.js.map');
    expect(sourceMapNameOf('var a=1;\n//# sourceMappingURL=m9.js.map\n')).toBe('m9.js.map');
    expect(sourceMapNameOf('var a=1;')).toBeNull();
  });
});

describe('shiftSourceMapOneLine', () => {
  test('every generated position maps one line further down to the same original', () => {
    const shifted = shiftSourceMapOneLine(MAP);
    expect(entry(MAP, 0, 10)).toEqual(['a.ts', 1, 4]);
    expect(entry(shifted, 1, 10)).toEqual(entry(MAP, 0, 10));
    expect(entry(shifted, 2, 2)).toEqual(entry(MAP, 1, 2));
    expect(entry(shifted, 2, 2)).toEqual(['b.ts', 5, 0]);
    // The hint's own line maps to nothing.
    expect(entry(shifted, 0, 0)).toEqual([undefined, undefined, undefined]);
  });

  test('moves each section of an index map', () => {
    const index = JSON.stringify({
      version: 3,
      sections: [
        { offset: { line: 0, column: 0 }, map: JSON.parse(MAP) },
        { offset: { line: 7, column: 3 }, map: JSON.parse(MAP) },
      ],
    });
    const shifted = JSON.parse(shiftSourceMapOneLine(index)) as {
      sections: { offset: { line: number; column: number } }[];
    };
    expect(shifted.sections.map((s) => s.offset)).toEqual([
      { line: 1, column: 0 },
      { line: 8, column: 3 },
    ]);
  });
});

describe('addCompileHints', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.mkdirSync(path.join(dist, 'static', 'chunks', 'pages'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  const chunks = (...parts: string[]) => path.join(dist, 'static', 'chunks', ...parts);
  const read = (file: string) => fs.readFileSync(file, 'utf8');

  test('hints every chunk, nested ones too, moves their maps, leaves other files alone', () => {
    // Turbopack names the map after the chunk's content before the comment was added.
    fs.writeFileSync(chunks('a1.js'), 'var a=1;\n//# sourceMappingURL=m9.js.map');
    fs.writeFileSync(chunks('m9.js.map'), MAP);
    fs.writeFileSync(chunks('pages', 'b2.js'), 'var b=2;');
    fs.writeFileSync(chunks('c3.css'), 'body{margin:0}');

    expect(addCompileHints(dist)).toBe(2);

    expect(read(chunks('a1.js'))).toBe(`${COMPILE_HINT}\nvar a=1;\n//# sourceMappingURL=m9.js.map`);
    expect(read(chunks('pages', 'b2.js'))).toBe(`${COMPILE_HINT}\nvar b=2;`);
    expect(read(chunks('c3.css'))).toBe('body{margin:0}');
    expect(entry(read(chunks('m9.js.map')), 1, 10)).toEqual(['a.ts', 1, 4]);
  });

  test('a second run changes nothing (the map is not moved twice)', () => {
    fs.writeFileSync(chunks('a1.js'), 'var a=1;\n//# sourceMappingURL=m9.js.map');
    fs.writeFileSync(chunks('m9.js.map'), MAP);
    addCompileHints(dist);
    const [code, map] = [read(chunks('a1.js')), read(chunks('m9.js.map'))];

    expect(addCompileHints(dist)).toBe(0);
    expect(read(chunks('a1.js'))).toBe(code);
    expect(read(chunks('m9.js.map'))).toBe(map);
  });

  test('a chunk whose map is missing (maps not built) is still hinted', () => {
    fs.writeFileSync(chunks('a1.js'), 'var a=1;\n//# sourceMappingURL=gone.js.map');
    expect(addCompileHints(dist)).toBe(1);
    expect(hasCompileHint(read(chunks('a1.js')))).toBe(true);
    expect(fs.existsSync(chunks('gone.js.map'))).toBe(false);
  });
});
