/**
 * Runs a command-line entry (`cli(argv, io)`, as scripts/ call it) in this process with its
 * output captured: the exit code and what it wrote to stdout and stderr.
 */
type Output = { out(text: string): void; err(text: string): void };

/** `io`: the rest of what the entry is given (its database, its clock). */
export async function runCli<Io extends Output>(
  cli: (argv: string[], io: Io) => Promise<number>,
  args: string[],
  io: Omit<Io, keyof Output>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await cli(args, {
    ...io,
    out: (text: string) => void (stdout += text),
    err: (text: string) => void (stderr += text),
  } as Io);
  return { code, stdout, stderr };
}
