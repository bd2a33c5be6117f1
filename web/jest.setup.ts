import '@testing-library/jest-dom';

// Keep test output readable: the structured log is asserted on where it matters.
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'silent';
