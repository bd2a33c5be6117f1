export * from './policy';
