import { defineDittoConfig } from '@ditto/vitest-config';

export default defineDittoConfig({
  test: {
    // The tests call the provider with the AWS SDK, which warns on stderr that future releases will need Node 22
    // (Node 20 is our runtime); the API's own client turns the notice off the same way.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
