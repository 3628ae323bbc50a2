/**
 * The core journey in Debian's Chromium, through the proxy only: sign up (the code from the local mailbox), add
 * knowledge, see Ditto learn it and ask it (the reply watched as it streams in), share with a second user who chats
 * with the shared Ditto. Each step is named; the first that fails ends the journey with its name.
 */
import { createAccount } from '@ditto/e2e/accounts';
import { CHROMIUM_ARGS, findChromium } from '@ditto/e2e/chromium';
import { addKnowledgeNote } from '@ditto/e2e/knowledge';
import { openFromNavigation } from '@ditto/e2e/navigation';
import type { IdentityProvider } from '@ditto/local-cognito';
import { type Browser, chromium, expect, type Page } from '@playwright/test';

export interface JourneyResult {
  pass: boolean;
  steps: string[];
  failedStep?: string;
  error?: string;
  /** Distinct lengths the streaming reply's text had on screen before it was complete. */
  streamedRenders: number;
  /** The owner's account (signed up in the journey), for later checks. */
  owner: { email: string; password: string };
}

const NOTE = {
  title: 'Lighthouses',
  content: 'The lighthouse keeper trims the lamp wick every evening and logs passing ships at dawn.',
};
export const JOURNEY_NOTE_TITLE = NOTE.title;

export async function runJourney(siteUrl: string, identity: IdentityProvider): Promise<JourneyResult> {
  const lookup = findChromium();
  if (!lookup.found) throw new Error(lookup.reason);
  const browser = await chromium.launch({ executablePath: lookup.path, args: CHROMIUM_ARGS });
  const owner = {
    email: `owner-${Date.now()}@example.com`,
    password: 'Owner-Pass-2024',
    name: 'Olive Owner',
  };
  const result: JourneyResult = { pass: false, steps: [], streamedRenders: 0, owner };
  let current = '';
  const stepOf = async (name: string, action: () => Promise<void>) => {
    current = name;
    await action();
    result.steps.push(name);
  };
  try {
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(30_000);
    await stepOf('sign up', () => signUp(page, siteUrl, owner, identity));
    await stepOf('add knowledge', async () => {
      await page.goto(new URL('/my-knowledge', siteUrl).href);
      await addKnowledgeNote(page, NOTE.title, NOTE.content);
      await expect(page.getByRole('heading', { name: NOTE.title })).toBeVisible();
    });
    // Ditto learns the note by itself: no click.
    await stepOf('Ditto learns', async () => {
      await openFromNavigation(page, 'Ditto');
      await expect(page.getByText('Trained', { exact: true })).toBeVisible();
      await expect(page.getByText('Up to date')).toBeVisible();
    });
    await stepOf('ask Ditto (streamed)', async () => {
      result.streamedRenders = await askDitto(page);
    });
    let friend = { email: '', password: '' };
    await stepOf('share', async () => {
      friend = await createAccount(siteUrl, (email) => identity.readCode(email), 'friend');
      await openFromNavigation(page, 'Sharing');
      await page.getByLabel(/Email of the person to share with/).fill(friend.email);
      await page.getByRole('button', { name: 'Share my Ditto' }).click();
      await expect(page.getByText(friend.email, { exact: true })).toBeVisible();
    });
    await stepOf('friend chats with the shared Ditto', () =>
      friendChats(browser, siteUrl, friend, owner.name),
    );
    result.pass = true;
  } catch (error) {
    result.failedStep = current;
    result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await browser.close();
  }
  return result;
}

async function signUp(
  page: Page,
  siteUrl: string,
  owner: { email: string; password: string; name: string },
  identity: IdentityProvider,
): Promise<void> {
  await page.goto(new URL('/signup', siteUrl).href);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Name').fill(owner.name);
  await page.getByLabel(/^Password/).fill(owner.password);
  await page.getByLabel('Confirm password').fill(owner.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your account' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await identity.readCode(owner.email));
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/**
 * Asks a question and records, in the page, each distinct length of the reply's text while it is still streaming
 * (`li[data-streaming]`): more than one means it arrived in pieces, through the proxy, not all at once.
 */
async function askDitto(page: Page): Promise<number> {
  await page.evaluate(() => {
    const seen = new Set<number>();
    (window as unknown as { streamedLengths: Set<number> }).streamedLengths = seen;
    new MutationObserver(() => {
      const streaming = document.querySelector('li[data-streaming]');
      const length = streaming?.textContent?.length ?? 0;
      if (length > 0) seen.add(length);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const message = page.getByLabel('Message Ditto');
  await message.fill('When does the lighthouse keeper trim the wick?');
  await message.press('Enter');
  const log = page.getByRole('log', { name: 'Messages with Ditto' });
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(2);
  await expect(log.getByRole('link', { name: NOTE.title })).toBeVisible();
  return page.evaluate(() => (window as unknown as { streamedLengths: Set<number> }).streamedLengths.size);
}

async function friendChats(
  browser: Browser,
  siteUrl: string,
  friend: { email: string; password: string },
  ownerName: string,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(new URL('/', siteUrl).href);
  await page.getByLabel('Email').fill(friend.email);
  await page.getByLabel(/^Password/).fill(friend.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: `Chat with ${ownerName}` }).click();
  // The shared chat is the owner's Ditto, named with their first name.
  const ditto = `${ownerName.split(' ')[0]}'s Ditto`;
  const message = page.getByLabel(`Message ${ditto}`);
  await message.fill('What does the lighthouse keeper log?');
  await message.press('Enter');
  const log = page.getByRole('log', { name: `Messages with ${ditto}` });
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(2);
  await expect(log.getByText(NOTE.title)).toBeVisible();
  await context.close();
}
