/**
 * Project files that `next build` traced into the server's output. Next lists, beside each
 * server chunk, the files that chunk may read at run time (`*.nft.json`): a deployment that
 * copies only traced files (a container, a serverless host) carries them. A file access whose
 * path the build cannot work out (a folder from the environment, the repository's root found
 * at run time) makes it trace whole folders, at worst the whole project with its tests, docs
 * and `.data/`. Such accesses carry `turbopackIgnore` (db/client.ts `repoRoot`, sms/outbox.ts);
 * scripts/after-build.ts refuses a build that traces a file of the project again.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Traced files of the build in `distDir` that are neither a package's (under node_modules),
 * the build's own, nor a package.json; paths relative to `projectDir`, sorted.
 */
export function tracedProjectFiles(distDir: string, projectDir: string): string[] {
  const server = path.join(distDir, 'server');
  const build = path.resolve(distDir);
  const found = new Set<string>();
  const traces = fs
    .readdirSync(server, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.nft.json'));
  for (const trace of traces) {
    const file = path.join(server, trace);
    const { files } = JSON.parse(fs.readFileSync(file, 'utf8')) as { files: string[] };
    for (const listed of files) {
      const absolute = path.resolve(path.dirname(file), listed);
      const inPackage = absolute.split(path.sep).includes('node_modules');
      const inBuild = absolute.startsWith(build + path.sep);
      if (inPackage || inBuild || path.basename(absolute) === 'package.json') continue;
      found.add(path.relative(projectDir, absolute));
    }
  }
  return [...found].sort();
}
