import { ignores, typescript, rules } from '../eslint.shared.mjs';

export default [ignores, ...typescript, rules];
