// Runs in a scratch project outside the workspace, where only the packed tarballs (and their dependencies from the
// registry) are installed, React not among them. Every import below resolves to a tarball's `dist/`.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

/** A server on a free 127.0.0.1 port that answers `answer(request, body)` and records every request. */
async function startServer(answer) {
  const requests = [];
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    requests.push({ method: request.method, url: request.url, headers: request.headers, body });
    const { status = 200, json } = answer(request, body);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(json));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// --- @ditto/auth: the root entry loads without React; the React entry is the only one that needs it.
assert.throws(() => createRequire(import.meta.url).resolve('react'), { code: 'MODULE_NOT_FOUND' });
const auth = await import('@ditto/auth');
assert.equal(typeof auth.createAuthService, 'function');
assert.equal(auth.successMessages.resetPassword, 'Password reset code sent to your email');
assert.equal(auth.additionalAuthMessage('MFA'), 'Additional authentication required: MFA');
await assert.rejects(import('@ditto/auth/react'), (error) => {
  assert.equal(error.code, 'ERR_MODULE_NOT_FOUND');
  assert.match(error.message, /'react/);
  return true;
});

// The service against a stand-in identity provider, through the package's own transport.
const idp = await startServer((request) => {
  const operation = String(request.headers['x-amz-target']).split('.').pop();
  if (operation === 'ForgotPassword') {
    return { json: { CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email' } } };
  }
  return { status: 400, json: { __type: 'UsernameExistsException', message: 'User already exists' } };
});
try {
  const service = auth.createAuthService({
    region: 'us-east-2',
    userPoolId: 'us-east-2_pack',
    userPoolClientId: 'pack-client',
    endpoint: `${idp.url}/`,
    storage: auth.createMemoryStorage(),
    sessionStorage: auth.createMemoryStorage(),
  });
  assert.deepEqual(await service.resetPassword({ username: 'ada@example.com' }), {
    success: true,
    message: auth.successMessages.resetPassword,
  });
  const signUp = await service.signUp({ username: 'ada@example.com', password: 'Secret-Pass-123' });
  assert.equal(signUp.success, false);
  assert.equal(signUp.code, 'UsernameExistsException');
  assert.equal(signUp.error, 'User already exists');
  assert.deepEqual(
    idp.requests.map((request) => request.headers['x-amz-target']),
    ['AWSCognitoIdentityProviderService.ForgotPassword', 'AWSCognitoIdentityProviderService.SignUp'],
  );
  assert.equal(await service.getCurrentUser(), null);
} finally {
  await idp.close();
}

// --- @ditto/api-client (with @ditto/contract's schemas at run time) against a tiny local API.
const { ApiError, apiErrorMessages, clientErrorCodes, createApiClient } = await import('@ditto/api-client');
const profile = {
  cognitoId: 'user-1',
  name: 'Ada',
  email: 'ada@example.com',
  organization: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const api = await startServer((request) =>
  request.url === '/v1/profile'
    ? { json: profile }
    : { status: 403, json: { error: { code: 'forbidden', message: 'Not yours' } } },
);
try {
  const client = createApiClient({ baseUrl: `${api.url}/v1`, getAccessToken: async () => 'token-1' });
  assert.deepEqual(await client.getProfile(), profile);
  assert.equal(api.requests[0].method, 'GET');
  assert.equal(api.requests[0].headers.authorization, 'Bearer token-1');

  // The contract's request schema refuses an empty name before anything is sent.
  await assert.rejects(client.updateProfile({ name: '' }), (error) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.code, clientErrorCodes.invalidRequest);
    return true;
  });
  assert.equal(api.requests.length, 1);

  // An error response becomes an ApiError with the server's status and code, and the client's wording.
  await assert.rejects(client.getHealth(), (error) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 403);
    assert.equal(error.code, 'forbidden');
    assert.equal(error.message, apiErrorMessages.requestFailed);
    return true;
  });
} finally {
  await api.close();
}

process.stdout.write('consumer: @ditto/auth and @ditto/api-client work from their tarballs\n');
