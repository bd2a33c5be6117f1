/**
 * The framework's own floor for Lighthouse (docs/performance.md "The framework's floor"): a
 * throwaway Next app with one static page and nothing of ours (no CSS, no proxy, no
 * providers), built with this repository's Next and React and served beside the site. Its
 * score says what the host gives a Pages Router page at all, at the moment the site's pages
 * are measured; the site's figures are read against it. It is built in the repository's
 * node_modules/.cache (Turbopack's root must contain it) and never ships.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_DIR = path.resolve(__dirname, '..', '..', '..');
// Beside web/, not inside it: Next would take web's src/instrumentation.ts as the floor's.
const APP_DIR = path.join(REPO_DIR, 'node_modules', '.cache', 'framework-floor');
const NEXT_BIN = path.join(REPO_DIR, 'node_modules', '.bin', 'next');

/**
 * About a booking step's header: a heading, a lead paragraph and ten links. Plain
 * createElement: Turbopack does not transform JSX under node_modules.
 */
const PAGE = `import { createElement as h } from 'react';
import Link from 'next/link';

export default function Floor({ items }) {
  return h(
    'main',
    null,
    h('h1', null, 'Vorsorge Check-up'),
    h('p', null, 'Wählen Sie einen Tag und eine Uhrzeit. Alle Zeiten in Schweizer Ortszeit.'),
    h(
      'ul',
      null,
      items.map((i) => h('li', { key: i }, h(Link, { href: '/?entry=' + i }, 'Eintrag ' + i))),
    ),
  );
}

export function getStaticProps() {
  return { props: { items: Array.from({ length: 10 }, (_, i) => i) } };
}
`;

function versionOf(name: string): string {
  const pkg = path.join(REPO_DIR, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/** Builds the floor app once per version of Next and React (about a minute). */
export function buildFrameworkFloor(): void {
  const stamp = path.join(APP_DIR, 'built-with');
  const version = ['next', 'react', 'react-dom'].map((n) => `${n}@${versionOf(n)}`).join(' ');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return;
  mkdirSync(path.join(APP_DIR, 'pages'), { recursive: true });
  writeFileSync(
    path.join(APP_DIR, 'package.json'),
    '{ "name": "framework-floor", "private": true }\n',
  );
  writeFileSync(path.join(APP_DIR, 'pages', 'index.js'), PAGE);
  writeFileSync(
    path.join(APP_DIR, 'next.config.js'),
    `module.exports = { turbopack: { root: ${JSON.stringify(REPO_DIR)} } };\n`,
  );
  const built = spawnSync(NEXT_BIN, ['build'], {
    cwd: APP_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error(`the framework floor's build exited ${built.status}`);
  writeFileSync(stamp, version);
}

/** Starts serving the built floor app on `port` (the caller waits until it answers). */
export function startFrameworkFloor(port: number): { url: string; child: ChildProcess } {
  const child = spawn(NEXT_BIN, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: APP_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}
