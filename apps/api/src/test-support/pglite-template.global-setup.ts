// Makes the migrated PGlite template once for the run; test databases start as copies of it.
export { providePgliteTemplate as default } from './pglite-template.ts';
