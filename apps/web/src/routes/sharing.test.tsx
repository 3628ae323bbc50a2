// @vitest-environment node
import '../test/node-dom.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitationMessages } from '../features/sharing/invitation.ts';
import { fieldMessages } from '../lib/forms/form-rules.ts';
import { type ApiTestStack, startApiTestStack } from '../test/api-stack.ts';
import { captureConsoleErrors } from '../test/logs.ts';
import { renderApp } from '../test/render-app.tsx';

let stack: ApiTestStack;
beforeAll(async () => {
  stack = await startApiTestStack({ rateLimits: { shares: 1_000 } });
}, 60_000);
afterAll(() => stack.stop());

function section(title: string) {
  return within(screen.getByRole('heading', { name: title }).closest('.ditto-card') as HTMLElement);
}

describe('Sharing (real API)', () => {
  it('shares my Ditto by email, refuses a bad or repeated email, and revokes after confirming', async () => {
    const owner = await stack.createAccount('owner', { attributes: { name: 'Olga Owner' } });
    const friend = await stack.createAccount('friend', { attributes: { name: 'Fred Friend' } });
    const services = await stack.services(owner);
    const { user } = renderApp('/sharing', services);
    expect(await screen.findByText('Not shared yet')).toBeTruthy();
    // What the friend gets, and that private notes are not part of it.
    expect(
      section('Share your Ditto').getByText(/Notes marked Private are never used with them\./),
    ).toBeTruthy();
    const email = screen.getByLabelText(/Email of the person to share with/);

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Share my Ditto' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((await services.api.listShares()).shares).toEqual([]);
    // Clearing the field takes the error away; sending it empty asks for an email.
    await user.clear(email);
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share my Ditto' }));
    expect(await screen.findByText(fieldMessages.emailRequired)).toBeTruthy();
    expect(document.activeElement).toBe(email);

    await user.type(email, friend.email.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Share my Ditto' }));
    expect(await screen.findByText(friend.email)).toBeTruthy();
    expect(screen.getByText(/Shared since/)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
    // The truth: the friend has an account, but the share waits until they sign in (nothing says who has one).
    expect(
      screen.getByText(
        `Shared with ${friend.email}. They can chat with your Ditto once they sign in with this email.`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(`Pending — becomes active when ${friend.email} next signs in to Ditto`),
    ).toBeTruthy();
    const invitation = screen.getByLabelText('Invitation link') as HTMLInputElement;
    const link = new URL(invitation.value);
    expect(link.pathname).toBe('/signup');
    expect(link.searchParams.get('email')).toBe(friend.email);
    expect(link.searchParams.get('redirect')).toBe('/sharing');
    // An invitation for whoever they are: a new account, or signing in to theirs.
    expect(screen.getByText(`Send it to ${friend.email}: ${invitationMessages.opens}`)).toBeTruthy();
    expect(screen.queryByText(/can now chat/)).toBeNull();

    const errors = captureConsoleErrors();
    await user.type(email, friend.email);
    await user.click(screen.getByRole('button', { name: 'Share my Ditto' }));
    expect(await screen.findByText(`You already share your Ditto with ${friend.email}.`)).toBeTruthy();
    // Explained at the field, the refusal is no error of the app: nothing is logged.
    expect(errors).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `Revoke sharing with ${friend.email}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop sharing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Not shared yet')).toBeTruthy();
    expect((await services.api.listShares()).shares).toEqual([]);
  });

  it('shows a share as active once its person has signed in and opened it, with no invitation to copy', async () => {
    const owner = await stack.createAccount('status-owner');
    const friend = await stack.createAccount('status-friend');
    const ownerServices = await stack.services(owner);
    await ownerServices.api.createShare(friend.email);
    const { user } = renderApp('/sharing', ownerServices);
    expect(
      await screen.findByText(`Pending — becomes active when ${friend.email} next signs in to Ditto`),
    ).toBeTruthy();
    const copy = screen.getByRole('button', { name: `Copy invitation link for ${friend.email}` });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(copy);
    const copied = new URL(String(writeText.mock.calls[0]?.[0]));
    expect(copied.pathname).toBe('/signup');
    expect(copied.searchParams.get('email')).toBe(friend.email);
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();

    // The friend signs in: loading the personas shared with them binds the share to their account.
    await (await stack.services(friend)).api.getSharedPersonas();
    const [share] = (await ownerServices.api.listShares()).shares;
    expect(share?.status).toBe('active');
  });

  it('shows my shares a page at a time: Show more loads the older ones', async () => {
    const owner = await stack.createAccount('many-sharer');
    const services = await stack.services(owner);
    for (let n = 0; n < 51; n += 1) await services.api.createShare(`pal-${n}@example.com`);
    const { user } = renderApp('/sharing', services);
    expect(await screen.findByText('pal-50@example.com')).toBeTruthy();
    expect(screen.queryByText('pal-0@example.com')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('pal-0@example.com')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
  });

  it('lists personas shared with me, with a chat link for each, on sharing and home', async () => {
    const owner = await stack.createAccount('sharer', { attributes: { name: 'Sam Sharer' } });
    const viewer = await stack.createAccount('viewer', { attributes: { name: 'Vera Viewer' } });
    await (await stack.services(owner)).api.createShare(viewer.email);

    const services = await stack.services(viewer);
    const { history } = renderApp('/', services);
    expect(await screen.findByRole('heading', { name: 'Welcome, Vera Viewer' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Chat with Sam Sharer' });
    expect(link.getAttribute('href')).toBe(`/sharing/${owner.userId}`);
    expect(screen.getByText('Not trained yet')).toBeTruthy();

    // The navigation's first render here, the rest (loading the route) while waiting for the list.
    act(() => {
      history.push('/sharing');
    });
    await waitFor(() =>
      expect(section('Shared with you').getByRole('link', { name: 'Chat with Sam Sharer' })).toBeTruthy(),
    );
    expect(section('Shared with you').getByText(/not trained yet/)).toBeTruthy();
  });

  it('chats with a shared persona, and loses access once its owner revokes the share', async () => {
    const owner = await stack.createAccount('teacher', { attributes: { name: 'Tess Teacher' } });
    const student = await stack.createAccount('student', { attributes: { name: 'Stu Student' } });
    const ownerServices = await stack.services(owner);
    await ownerServices.api.createKnowledgeEntry({
      title: 'Photosynthesis',
      content: 'Plants turn sunlight, water and carbon dioxide into sugar and oxygen.',
    });
    await ownerServices.api.trainPersona();
    const share = await ownerServices.api.createShare(student.email);

    const services = await stack.services(student);
    const { user } = renderApp(`/sharing/${owner.userId}`, services);
    expect(await screen.findByRole('heading', { name: 'Tess Teacher' })).toBeTruthy();
    await user.type(
      await screen.findByLabelText("Message Tess's Ditto"),
      'What do plants make from sunlight?{Enter}',
    );
    const log = await screen.findByRole('log', { name: "Messages with Tess's Ditto" });
    await waitFor(() =>
      expect(log.querySelectorAll(':scope > ol > li:not([data-streaming])')).toHaveLength(2),
    );
    // Of a quoted note, the friend sees its title: no passage of it, not even as a tooltip.
    const source = within(log).getByText('Photosynthesis');
    expect(source.closest('li')?.textContent).toBe('Photosynthesis');
    expect(log.querySelector('.ditto-chat__citations [title]')).toBeNull();
    // The reply is signed by the Ditto, never as if its owner wrote it.
    expect(within(log).getAllByText("Tess's Ditto").length).toBeGreaterThan(0);
    expect(within(log).queryByText('Tess Teacher')).toBeNull();

    await ownerServices.api.deleteShare(share.id);
    const errors = captureConsoleErrors();
    await user.type(screen.getByLabelText("Message Tess's Ditto"), 'And at night?{Enter}');
    expect(await screen.findByText('This persona is not shared with you')).toBeTruthy();
    // The page loads the personas shared with me again: the owner is gone from them, so it names them no more.
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared persona' })).toBeTruthy();
    expect(await services.api.getSharedPersonas()).toEqual([]);
    // The failed loads (404) are logged with the server's message, and nothing else.
    expect(errors).toHaveBeenCalledWith('Shared persona not found');
    for (const [line] of errors.mock.calls)
      expect(['Server error: 404', 'Shared persona not found']).toContain(line);
  });

  it('loads the shared list again on Refresh (it is otherwise cached for 5 minutes)', async () => {
    const owner = await stack.createAccount('late', { attributes: { name: 'Lee Late' } });
    const viewer = await stack.createAccount('waiting', { attributes: { name: 'Wes Waiting' } });
    const services = await stack.services(viewer);
    const { user } = renderApp('/sharing', services);
    expect(await screen.findByText('No one shares a persona with you yet')).toBeTruthy();

    await (await stack.services(owner)).api.createShare(viewer.email);
    await user.click(section('Shared with you').getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: 'Chat with Lee Late' })).toBeTruthy();
  });
});
