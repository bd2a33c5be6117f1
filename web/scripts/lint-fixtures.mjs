/**
 * Lints source texts as if they were files at the given paths, with ESLint's Node API and the
 * app's config; used by src/test/layers/lint-layers.test.ts (Jest's module system cannot load
 * ESLint's ESM config in-process). Reads [{ file, source }] as JSON on stdin, writes the rule
 * ids reported for each, in order, as JSON on stdout.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const webRoot = path.resolve(import.meta.dirname, '..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const fixtures = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: webRoot });
const out = [];
for (const { file, source } of fixtures) {
  const [result] = await eslint.lintText(source, { filePath: path.join(webRoot, file) });
  out.push(result.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`));
}
process.stdout.write(JSON.stringify(out));
