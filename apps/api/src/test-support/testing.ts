// What other packages' tests use to start the API cheaply (`@ditto/api/testing`).
export { sharedTestEncoders } from './encoders.ts';
export { signIn } from './identity.ts';
export { copyOfPgliteTemplate, copyPgliteTemplateTo, providePgliteTemplates } from './pglite-template.ts';
