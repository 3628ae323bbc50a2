import type { CognitoSdkPortOptions } from './cognito-sdk.ts';
import { networkError } from './errors.ts';
import type { IdentityProviderPort } from './port.ts';

const PORT_METHODS = [
  'signUp',
  'confirmSignUp',
  'resendConfirmationCode',
  'signInWithPassword',
  'refreshTokens',
  'forgotPassword',
  'confirmForgotPassword',
  'changePassword',
  'getUserAttributes',
  'updateUserAttributes',
  'verifyUserAttribute',
  'signOut',
] as const satisfies readonly (keyof IdentityProviderPort)[];

type PortMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * The Cognito SDK port, loaded on first use: amazon-cognito-identity-js with its Buffer polyfill is a large share
 * of a sign-in page's script, and the page needs it only once the user submits (or a stored session is refreshed).
 * A load that fails (offline) is a network error, and the next call tries again.
 */
export function createLazyCognitoPort(
  options: CognitoSdkPortOptions,
): IdentityProviderPort & { preload(): Promise<void> } {
  let loading: Promise<IdentityProviderPort> | undefined;
  const load = () => {
    loading ??= import('./cognito-sdk.ts').then(
      (sdk) => sdk.createCognitoSdkPort(options),
      (error: unknown) => {
        loading = undefined;
        throw networkError(error);
      },
    );
    return loading;
  };
  const entries = PORT_METHODS.map((name) => {
    const call: PortMethod = async (...args) => ((await load())[name] as PortMethod)(...args);
    return [name, call] as const;
  });
  const port = Object.fromEntries(entries) as unknown as IdentityProviderPort;
  return {
    ...port,
    preload: async () => {
      await load();
    },
  };
}
