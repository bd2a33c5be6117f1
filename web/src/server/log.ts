/**
 * Structured server log: one JSON line per entry on stdout/stderr. Never pass personal data
 * (names, emails, phone numbers, addresses, birth dates) in `fields`: ids and slugs only.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

function write(level: Level, event: string, fields: LogFields = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const log = {
  debug: (event: string, fields?: LogFields) => write('debug', event, fields),
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
};

/** A message for the log from anything thrown, without the stack. */
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
