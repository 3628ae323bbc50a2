// Makes the API's PGlite templates once for the run; each test stack's database starts as a copy (`stack.test.ts`).
export { providePgliteTemplates as default } from '@ditto/api/testing';
