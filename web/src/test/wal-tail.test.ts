import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withoutWalTail } from './wal-tail';

const SEGMENT = 16 * 1024 * 1024;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'wal-tail-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Files under `root`, archived by the system's tar as ustar, and the cut archive unpacked. */
function roundTrip(files: Record<string, Buffer>): string {
  const root = path.join(dir, 'in');
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), bytes);
  }
  const archive = path.join(dir, 'in.tar');
  execFileSync('tar', ['--format=ustar', '-cf', archive, '-C', root, ...Object.keys(files)]);
  const cut = withoutWalTail(readFileSync(archive));
  writeFileSync(path.join(dir, 'out.tar'), cut);
  const out = path.join(dir, 'out');
  mkdirSync(out);
  // The system's tar checks each header's checksum and each entry's length.
  execFileSync('tar', ['-xf', path.join(dir, 'out.tar'), '-C', out]);
  return out;
}

function segment(written: number): Buffer {
  const bytes = Buffer.alloc(SEGMENT);
  randomBytes(written).copy(bytes);
  bytes.fill(1, 0, 1);
  bytes.fill(7, written - 1, written);
  return bytes;
}

it('cuts a WAL segment after its last written page and one zero page, and keeps every other file whole', () => {
  const wal = segment(100);
  const zeros = Buffer.concat([randomBytes(3000), Buffer.alloc(20_000)]);
  const out = roundTrip({
    'pg_wal/000000010000000000000002': wal,
    'base/5/1259': zeros,
    PG_VERSION: Buffer.from('17\n'),
  });
  const kept = readFileSync(path.join(out, 'pg_wal/000000010000000000000002'));
  expect(kept.length).toBe(2 * 8192);
  expect(kept.equals(wal.subarray(0, kept.length))).toBe(true);
  expect(readFileSync(path.join(out, 'base/5/1259')).equals(zeros)).toBe(true);
  expect(readFileSync(path.join(out, 'PG_VERSION'), 'utf8')).toBe('17\n');
});

it('keeps a zero page after a segment written up to a page boundary, and a full segment whole', () => {
  const out = roundTrip({
    'pg_wal/000000010000000000000001': segment(3 * 8192),
    'pg_wal/000000010000000000000003': segment(SEGMENT),
  });
  expect(statSync(path.join(out, 'pg_wal/000000010000000000000001')).size).toBe(4 * 8192);
  expect(statSync(path.join(out, 'pg_wal/000000010000000000000003')).size).toBe(SEGMENT);
});
