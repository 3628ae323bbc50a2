// Makes the API's migrated PGlite template once for the run; each test file's API starts on a copy (`api-stack.ts`).
export { providePgliteTemplate as default } from '@ditto/api/testing';
