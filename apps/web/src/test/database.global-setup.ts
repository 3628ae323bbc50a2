// Makes the API's PGlite templates once for the run; each test file's API starts on a copy (`api-stack.ts`).
export { providePgliteTemplates as default } from '@ditto/api/testing';
