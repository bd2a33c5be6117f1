import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { ignores, rules } from '../eslint.shared.mjs';
import { layerConfigs } from './layers.eslint.mjs';

/** Components translate through src/i18n/useTranslation (i18next's runtime stays off the client bundle). */
const translationPaths = [
  { name: 'react-i18next', message: "Use useTranslation from '@/i18n/useTranslation'." },
  { name: 'i18next', message: "Use '@/i18n/translator'.", allowTypeImports: true },
  {
    name: 'next-i18next/pages',
    message: "Use useTranslation from '@/i18n/useTranslation'.",
    allowTypeImports: true,
  },
];
const translationImports = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: translationPaths,
      },
    ],
  },
};

const config = [
  ignores,
  ...nextVitals,
  ...nextTs,
  rules,
  translationImports,
  ...layerConfigs(translationPaths),
];

export default config;
