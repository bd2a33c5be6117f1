import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Versions are pinned in package.json; the Studio must not load newer code at run time.
  deployment: { autoUpdates: false },
  // Telemetry is switched off through DO_NOT_TRACK / SANITY_TELEMETRY_DISABLED in the npm scripts.
  typegen: {
    path: '../web/src/server/content/queries.ts',
    schema: 'schema.json',
    generates: '../web/src/server/content/sanity.types.ts',
  },
});
