/**
 * The layers of web/src, enforced (docs/architecture.md, "Layers"):
 *
 *   pages (pages/*.tsx)  -> features -> components -> lib
 *   API routes (pages/api) -> server (use cases -> domain -> db)
 *   shared, i18n, contracts: usable from both sides
 *
 * `import/no-restricted-paths` matches resolved files, so a relative import cannot slip past
 * it; it also refuses type imports. Where only types may cross (contracts and shared read
 * server types), `@typescript-eslint/no-restricted-imports` with `allowTypeImports` does it.
 * Every source file obeys every rule: there is no list of excepted files (the last ones were
 * moved to their layers), and none is to be added.
 */

const CLIENT_ONLY = ['./src/features', './src/components', './src/pages'];

const zones = [
  {
    target: './src/shared',
    from: ['./src/features', './src/components', './src/pages', './src/lib'],
    message:
      'shared/ holds pure rules for both sides: no features, components, pages or lib (and only types from server).',
  },
  {
    target: './src/server',
    from: CLIENT_ONLY,
    message:
      'Server code does not import pages, features or components (move the shared rule to shared/).',
  },
  {
    target: './src/server/db',
    from: './src/server',
    // privacy/: the sealed column type's codec and blind indexes (pure; they import no db).
    except: ['./db', './log.ts', './privacy'],
    message:
      'server/db only opens and migrates the database; start-up work lives in server/ops/startup.ts.',
  },
  {
    // lib/ is client code: what the server, the proxy or a contract needs lives in shared/ (a
    // pure rule) or server/ (Node only).
    target: ['./src/server', './src/contracts', './src/proxy.ts'],
    from: './src/lib',
    message:
      'lib/ is client code: server code, contracts and the proxy import shared/ or server/ modules instead.',
  },
  {
    target: './src/lib',
    from: [...CLIENT_ONLY, './src/server'],
    message:
      'lib/ is the bottom client layer: it imports no features, components, pages or server code.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/pages', './src/server'],
    message:
      'Design-system components take what they show as props: no feature state, pages or server code.',
  },
  {
    target: './src/features',
    from: './src/pages',
    message: 'Features are composed by pages, never the other way round.',
  },
  {
    target: './src/pages/api',
    from: ['./src/features', './src/components'],
    message: 'API routes call server use cases; client code is not theirs to import.',
  },
];

/** ESLint flat-config entries of the layer rules (added to web/eslint.config.mjs). */
export function layerConfigs(translationPaths) {
  const typeOnly = (regex) => ({
    regex,
    allowTypeImports: true,
    message: 'Only types may be imported from server modules here (move the value to shared/).',
  });
  const typeOnlyRule = (regex) => ({
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: translationPaths, patterns: [typeOnly(regex)] },
    ],
  });
  const notTests = ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/__fixtures__/**'];
  return [
    // Every zone, on every source file.
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: notTests,
      rules: { 'import/no-restricted-paths': ['error', { zones }] },
    },
    // Types only from server: shared, contracts and client features (their `.server.ts`
    // modules run in getStaticProps and may call the server). A value both sides need lives in
    // shared/ or in its contract, and the server imports it from there.
    {
      files: ['src/shared/**/*.ts', 'src/contracts/**/*.ts', 'src/features/**/*.{ts,tsx}'],
      ignores: [...notTests, 'src/features/**/*.server.ts'],
      rules: typeOnlyRule('^(@/|(\\.\\./)+)server/'),
    },
  ];
}
