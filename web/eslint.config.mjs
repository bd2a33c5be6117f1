import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { ignores, rules } from '../eslint.shared.mjs';

const config = [ignores, ...nextVitals, ...nextTs, rules];

export default config;
