/**
 * A PGlite data directory dump (an uncompressed ustar archive, `dumpDataDir('none')`) with each
 * WAL segment cut after its last written page. PostgreSQL makes every segment 16 MB and fills
 * it from the start, so after a checkpoint at the start of a fresh segment nearly all of it is
 * zeros, which every test database would copy twice while loading (docs/performance.md "A
 * smaller test template"). One zero page is kept after the last written one: the start reads
 * the page after the checkpoint record to find the end of the WAL, and finds it zeroed as in
 * the full file. PostgreSQL writes later WAL past the cut as into any file.
 */
const BLOCK = 512;
const WAL_PAGE = 8192;
const WAL_SEGMENT = /(^|\/)pg_wal\/[0-9A-F]{24}$/;

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end < 0 ? length : end).toString('latin1');
}

/** The header with a new size and its checksum computed again (the ustar layout). */
function resized(header: Buffer, size: number): Buffer {
  const copy = Buffer.from(header);
  copy.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 12, 'latin1');
  copy.fill(0x20, 148, 156);
  const sum = copy.reduce((total, byte) => total + byte, 0);
  copy.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return copy;
}

/** The length of `data` up to its last non-zero WAL page, plus one zero page. */
function writtenLength(data: Buffer): number {
  let end = data.length;
  while (end > 0 && data[end - 1] === 0) end--;
  return Math.min(data.length, Math.ceil(end / WAL_PAGE) * WAL_PAGE + WAL_PAGE);
}

export function withoutWalTail(archive: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const data = archive.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const kept = WAL_SEGMENT.test(name) ? data.subarray(0, writtenLength(data)) : data;
    parts.push(kept.length === size ? header : resized(header, kept.length), kept);
    parts.push(Buffer.alloc((BLOCK - (kept.length % BLOCK)) % BLOCK));
  }
  // The archive's end: two zero blocks.
  parts.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(parts);
}
