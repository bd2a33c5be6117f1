// Before each file of the PGlite project (jest.config.js): no DATABASE_URL, so src/test/db.ts
// opens PGlite, also in a worker whose last file ran on PostgreSQL.
delete process.env.DATABASE_URL;
