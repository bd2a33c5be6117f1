// Before each file of the PostgreSQL project (jest.config.js): src/test/db.ts opens a fresh
// schema on the server that TEST_DATABASE_URL names.
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
