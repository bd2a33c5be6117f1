// Rules shared by every workspace's eslint.config.mjs.
import tseslint from 'typescript-eslint';

export const ignores = {
  ignores: ['**/node_modules/**', '**/.next/**', '**/.next-*/**', '**/test-results/**', '**/playwright-report/**', '**/dist/**', '**/.sanity/**', '**/*.d.ts', '**/sanity.types.ts', '**/src/test/__groups__/**'],
};

export const typescript = tseslint.configs.recommended;

export const rules = {
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
  },
};
