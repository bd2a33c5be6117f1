import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { ignores, rules } from '../eslint.shared.mjs';

/** Components translate through src/i18n/useTranslation (i18next's runtime stays off the client bundle). */
const translationImports = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-i18next', message: "Use useTranslation from '@/i18n/useTranslation'." },
          { name: 'i18next', message: "Use '@/i18n/translator'.", allowTypeImports: true },
          {
            name: 'next-i18next/pages',
            message: "Use useTranslation from '@/i18n/useTranslation'.",
            allowTypeImports: true,
          },
        ],
      },
    ],
  },
};

const config = [ignores, ...nextVitals, ...nextTs, rules, translationImports];

export default config;
