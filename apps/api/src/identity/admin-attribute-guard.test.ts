import {
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { startIdentityProvider } from '@ditto/local-cognito';
import { describe, expect, it } from 'vitest';
import { startApiServer } from '../server.ts';
import { identityOf } from '../test-support/identity.ts';
import { pgliteServerDatabases } from '../test-support/server-databases.ts';

describe('the admin flag is not writable by the app client', () => {
  it('starts with the local provider, and refuses to start once the client may write custom:is_super', async () => {
    const [idp, database] = await Promise.all([startIdentityProvider(), pgliteServerDatabases.create()]);
    try {
      const identity = { ...identityOf(idp), credentials: idp.credentials };
      const options = { ...database.options, identity };
      const api = await startApiServer(options);
      await api.stop();

      const cognito = new CognitoIdentityProviderClient({
        region: idp.region,
        endpoint: idp.endpoint,
        credentials: idp.credentials,
      });
      const ids = { UserPoolId: idp.userPoolId, ClientId: idp.userPoolClientId };
      const { UserPoolClient } = await cognito.send(new DescribeUserPoolClientCommand(ids));
      await cognito.send(
        new UpdateUserPoolClientCommand({
          ...ids,
          ReadAttributes: UserPoolClient?.ReadAttributes,
          WriteAttributes: [...(UserPoolClient?.WriteAttributes ?? []), 'custom:is_super'],
        }),
      );
      await expect(startApiServer(options)).rejects.toThrow(
        /may write custom:is_super, so any user could make themselves an admin/,
      );
    } finally {
      await idp.stop();
      await database.dispose();
    }
  });
});
