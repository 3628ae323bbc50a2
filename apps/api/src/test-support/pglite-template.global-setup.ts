// Makes the PGlite templates once for the run; test databases start as copies of them.
export { providePgliteTemplates as default } from './pglite-template.ts';
