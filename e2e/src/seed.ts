import { accessToken, createAccount } from './accounts.ts';
import { mailboxClient } from './mailbox.ts';
import { type Account, readStackState } from './stack-state.ts';

/** A signed-in caller of the product API from the test process (JSON in, JSON out), for preparing data fast. */
export type ApiCaller = <T = unknown>(method: string, path: string, body?: object) => Promise<T>;

export async function apiAs(webUrl: string, apiUrl: string, account: Account): Promise<ApiCaller> {
  const token = await accessToken(webUrl, account);
  return async <T>(method: string, path: string, body?: object) => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} failed (${response.status}): ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** A new viewer and a new friend whose trained Ditto (one note, on mountain hikes) is shared with the viewer. */
export async function viewerWithFriendsDitto(labels: { viewer: string; sharer: string }) {
  const stack = readStackState();
  const readCode = mailboxClient(stack.mailboxUrl);
  const viewer = await createAccount(stack.webUrl, readCode, labels.viewer);
  const sharer = await createAccount(stack.webUrl, readCode, labels.sharer);
  const asViewer = await apiAs(stack.webUrl, stack.apiUrl, viewer);
  const asSharer = await apiAs(stack.webUrl, stack.apiUrl, sharer);
  await asSharer('POST', '/knowledge', {
    title: 'Mountain hiking',
    content: 'Start mountain hikes early and always carry a rain jacket.',
  });
  await asSharer('POST', '/persona/train');
  await asSharer('POST', '/sharing/shares', { email: viewer.email });
  const sharerId = (await asSharer<{ cognitoId: string }>('GET', '/profile')).cognitoId;
  return { viewer, sharer, sharerId, asViewer };
}
