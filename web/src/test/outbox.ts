/**
 * The file outbox of a test file (OUTBOX_DIR): a fresh folder, the emails sent into it read
 * back as text, removed afterwards.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jobsSettled } from '@/server/jobs';

export type TestOutbox = {
  dir: string;
  /** The .eml files written once the queued jobs have run, as text. */
  messages(): Promise<string[]>;
  /** Unsets OUTBOX_DIR and removes the folder. */
  remove(): Promise<void>;
};

/** A fresh outbox folder, set as OUTBOX_DIR. */
export async function openTestOutbox(): Promise<TestOutbox> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  process.env.OUTBOX_DIR = dir;
  return {
    dir,
    async messages() {
      await jobsSettled();
      return Promise.all((await readdir(dir)).map((f) => readFile(path.join(dir, f), 'utf8')));
    },
    async remove() {
      delete process.env.OUTBOX_DIR;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
