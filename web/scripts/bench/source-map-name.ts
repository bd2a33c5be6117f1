/**
 * The source map a chunk names in its trailing comment, as written (relative to the chunk), or
 * null. Turbopack names a chunk's map after its content, so the comment, not `<chunk>.map`,
 * says where it is.
 */
export function sourceMapNameOf(code: string): string | null {
  return /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1] ?? null;
}
