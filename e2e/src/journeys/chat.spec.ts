import type { Locator, Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, screenshot, skipWhenUnavailable, test } from '../fixtures.ts';
import { apiAs, viewerWithFriendsDitto } from '../seed.ts';
import type { Account } from '../stack-state.ts';
import { dismissToasts } from '../toasts.ts';

skipWhenUnavailable();

/**
 * The chat screens (Ditto, a shared persona, Lisa) behave like a chat app: the conversation fills the window, its
 * thread the page's one scrolling area and the composer pinned at the bottom, visible and focused on arrival, on a
 * desktop and a phone, light and dark; Tab reaches the composer without crossing the replies' sources; what the
 * user sends shows at once, then a typing indicator, then the reply; a reply can be listened to and stopped.
 */

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

const QUESTIONS = [
  'What does a healthy beehive need?',
  'When do I feed the sourdough starter?',
  'How do I check the brood?',
  'What flour goes into the starter?',
  'What does the beekeeper check every spring?',
  'What should I carry on a mountain hike?',
];

interface World {
  viewer: Account;
  sharer: Account;
  sharerId: string;
}

/** A user with knowledge, a trained Ditto and a conversation longer than a screen; Lisa answered; a friend's persona. */
async function prepareWorld(): Promise<World> {
  const { viewer, sharer, sharerId, asViewer } = await viewerWithFriendsDitto({
    viewer: 'chatter',
    sharer: 'chatfriend',
  });

  for (const [title, content] of [
    [
      'Beekeeping',
      'A healthy beehive needs a laying queen, and the beekeeper checks the brood every spring.',
    ],
    ['Sourdough', 'Feed the starter with flour and water the night before baking bread.'],
    ['Rye flour', 'A sourdough starter made with rye flour is more active than one made with white flour.'],
    ['Brood frames', 'To check the brood, lift each frame and look for eggs, larvae and capped cells.'],
  ] as const) {
    await asViewer('POST', '/knowledge', { title, content });
  }
  await asViewer('POST', '/persona/train');
  for (const content of QUESTIONS) await asViewer('POST', '/persona/messages', { content });
  await asViewer('GET', '/lisa/messages');
  for (const content of [
    'I repair vintage radios and teach evening classes on soldering.',
    'I keep bees on my roof and bake sourdough bread every weekend for my neighbours.',
  ]) {
    await asViewer('POST', '/lisa/messages', { content });
  }
  for (const content of QUESTIONS.slice(-3)) {
    await asViewer('POST', `/sharing/personas/${sharerId}/messages`, { content });
  }
  return { viewer, sharer, sharerId };
}

interface ChatScreen {
  name: string;
  path: string;
  composer: string;
  log: string;
}

function chatScreens({ sharer, sharerId }: World): ChatScreen[] {
  return [
    { name: 'ditto', path: '/ditto', composer: 'Message Ditto', log: 'Messages with Ditto' },
    {
      name: 'shared-persona',
      path: `/sharing/${sharerId}`,
      // A shared Ditto signs as itself: "Chatfriend's Ditto".
      composer: `Message ${sharer.name.split(' ')[0]}'s Ditto`,
      log: `Messages with ${sharer.name.split(' ')[0]}'s Ditto`,
    },
    { name: 'lisa', path: '/lisa', composer: 'Answer Lisa', log: 'Messages with Lisa' },
  ];
}

async function signInAt(page: Page, baseUrl: string, account: Account) {
  await page.goto(new URL('/login', baseUrl).href);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/** The messages a conversation has stored (not the one being sent, nor the reply being written). */
const storedMessages = (log: Locator) =>
  log.locator(':scope > ol > li:not([data-streaming], [data-pending])');

/** Where the page and the thread stand: how far each can scroll, and where the thread is scrolled to. */
function scrollState(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const thread = document.querySelector('.chat-panel__thread');
    return {
      pageOverflow: root.scrollHeight - window.innerHeight,
      threadOverflow: thread ? thread.scrollHeight - thread.clientHeight : -1,
      threadFromEnd: thread ? thread.scrollHeight - thread.scrollTop - thread.clientHeight : -1,
      threadScrolls: thread ? getComputedStyle(thread).overflowY : '',
    };
  });
}

/** The element's box lies inside the viewport (it can be seen without scrolling). */
async function expectInViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, 'the element has a box').not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

let world: World;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  world = await prepareWorld();
});

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test('each chat fills the window: the composer is pinned, visible and focused; only the thread scrolls', async ({
      page,
      stack,
    }) => {
      test.setTimeout(120_000);
      await signInAt(page, stack.webUrl, world.viewer);
      for (const screen of chatScreens(world)) {
        for (const colorScheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme });
          await page.goto(new URL(screen.path, stack.webUrl).href);
          const log = page.getByRole('log', { name: screen.log });
          await expect(storedMessages(log).last()).toBeVisible();
          const composer = page.getByLabel(screen.composer);
          const label = `${screen.name} (${device.name}, ${colorScheme})`;

          await expect(composer, `${label}: the composer has the focus`).toBeFocused();
          await expectInViewport(page, composer);
          await expectInViewport(page, page.getByRole('button', { name: 'Send' }));

          // The page itself does not scroll; the thread does, and it shows the newest message.
          await expect
            .poll(async () => (await scrollState(page)).threadFromEnd, label)
            .toBeLessThanOrEqual(2);
          const state = await scrollState(page);
          expect(state.pageOverflow, `${label}: the page does not scroll`).toBeLessThanOrEqual(0);
          expect(state.threadScrolls, label).toBe('auto');
          if (screen.name === 'ditto') expect(state.threadOverflow, label).toBeGreaterThan(0);
          // The newest message ends above the composer, in view.
          const newest = await storedMessages(log).last().boundingBox();
          const composerBox = await composer.boundingBox();
          expect(newest && composerBox, label).toBeTruthy();
          if (newest && composerBox) {
            expect(newest.y + newest.height, label).toBeLessThanOrEqual(composerBox.y);
            expect(newest.y + newest.height, label).toBeGreaterThan(0);
          }
          if (screen.name === 'ditto' && colorScheme === 'light') {
            await dismissToasts(page);
            await screenshot(page, `chat/${screen.name}-${device.name}`);
          }
        }
      }
    });

    test('a toast rises above the composer however tall it grows', async ({ page, stack }) => {
      await signInAt(page, stack.webUrl, world.viewer);
      await page.goto(new URL('/ditto', stack.webUrl).href);
      await dismissToasts(page);
      await failPersonaMessages(page, stack.webUrl);
      const composer = page.getByLabel('Message Ditto');
      await composer.fill('One');
      for (const line of ['Two', 'Three', 'Four', 'Five']) {
        await composer.press('Shift+Enter');
        await composer.pressSequentially(line);
      }
      await composer.press('Enter');
      const toast = page.locator('.ditto-toast', { hasText: 'Ditto could not reply' });
      await expect(toast).toBeVisible();
      await expect(composer).toHaveValue('One\nTwo\nThree\nFour\nFive');
      // The pinned composer (its field and button) starts below the toast's bottom edge.
      await expect
        .poll(async () => {
          const [toastBox, composerBox] = await Promise.all([
            toast.boundingBox(),
            page.locator('.chat-panel__composer').boundingBox(),
          ]);
          return toastBox && composerBox ? composerBox.y - (toastBox.y + toastBox.height) : -1;
        })
        .toBeGreaterThanOrEqual(0);
      const fieldBox = await composer.boundingBox();
      expect(fieldBox?.height ?? 0, 'the field grew with its five lines').toBeGreaterThan(80);
    });
  });
}

const personaMessages = (url: URL) => url.pathname.endsWith('/persona/messages');

/** `POST /persona/messages` answers 500 from now on. */
function failPersonaMessages(page: Page, webUrl: string) {
  return page.route(personaMessages, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          headers: { 'Access-Control-Allow-Origin': new URL(webUrl).origin },
          json: { error: { code: 'internal_error', message: 'Internal server error' } },
        })
      : route.fallback(),
  );
}

test('Tab reaches the composer right after the header, before any reply or source', async ({
  page,
  stack,
}) => {
  await signInAt(page, stack.webUrl, world.viewer);
  await page.goto(new URL('/ditto', stack.webUrl).href);
  const log = page.getByRole('log', { name: 'Messages with Ditto' });
  await expect(log.getByRole('link', { name: 'Beekeeping' }).first()).toBeVisible();
  const composer = page.getByLabel('Message Ditto');
  await expect(composer).toBeFocused();

  // From the top of the page: the skip link is the first stop.
  await page.locator('.skip-link').focus();
  const passed: string[] = [];
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await composer.evaluate((field) => field === document.activeElement)) break;
    passed.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        const inLog = active?.closest('[role="log"]') ? 'in the thread: ' : '';
        return `${inLog}${active?.tagName.toLowerCase()} "${active?.textContent?.trim() ?? ''}"`;
      }),
    );
  }
  await expect(composer).toBeFocused();
  expect(
    passed.filter((stop) => stop.startsWith('in the thread')),
    passed.join('\n'),
  ).toEqual([]);
  // The header's stops only: navigation, sign-out, retrain, the conversation's menu.
  expect(passed.length, passed.join('\n')).toBeLessThanOrEqual(15);
  // Then the thread, from the composer and its button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
});

test('a message shows at once, then a typing indicator, then the reply word by word; a failed send gives it back', async ({
  page,
  stack,
  readCode,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'eager');
  const asAccount = await apiAs(stack.webUrl, stack.apiUrl, account);
  await asAccount('POST', '/knowledge', {
    title: 'Beekeeping',
    content: 'A healthy beehive needs a laying queen, and the beekeeper checks the brood every spring.',
  });
  await asAccount('POST', '/persona/train');
  await signInAt(page, stack.webUrl, account);
  await page.goto(new URL('/ditto', stack.webUrl).href);
  await expect(page.getByText('No messages yet')).toBeVisible();

  // The API answers only when the test lets it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(personaMessages, async (route) => {
    if (route.request().method() === 'POST') await held;
    return route.fallback();
  });

  const composer = page.getByLabel('Message Ditto');
  await expect(composer).toBeFocused();
  // Shift+Enter starts a new line; Enter sends.
  await composer.pressSequentially('What does a healthy');
  await composer.press('Shift+Enter');
  await composer.pressSequentially('beehive need?');
  await expect(composer).toHaveValue('What does a healthy\nbeehive need?');
  await composer.press('Enter');

  const log = page.getByRole('log', { name: 'Messages with Ditto' });
  const sent = log.locator(':scope > ol > li[data-role="user"]');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('What does a healthy\nbeehive need?');
  await expect(sent).toContainText('Sending…');
  await expect(composer).toHaveValue('');
  await expect(log.locator('[data-streaming] .ditto-chat__dots')).toBeVisible();
  await expect(log.locator('li[data-role="assistant"]')).toHaveCount(1); // only the one being written
  await screenshot(page, 'chat/ditto-sending', { fullPage: false });

  // The reply then builds up word by word rather than appearing at once.
  const lengthsSeen = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const observer = new MutationObserver(() => {
          const bubble = document.querySelector('[data-streaming]');
          if (!bubble) {
            observer.disconnect();
            resolve(seen);
          } else if (bubble.textContent?.length !== seen.at(-1)) seen.push(bubble.textContent?.length ?? 0);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
  release();
  await expect(storedMessages(log)).toHaveCount(2);
  expect(new Set(await lengthsSeen).size).toBeGreaterThanOrEqual(4);
  await expect(log.locator('[data-pending], [data-streaming]')).toHaveCount(0);
  await expect(storedMessages(log).last()).toContainText('laying queen');
  await expect(storedMessages(log).last().getByRole('link', { name: 'Beekeeping' })).toBeVisible();

  // A send that fails: the echo goes, the text comes back to the composer, and the error is said.
  await page.unroute(personaMessages);
  await failPersonaMessages(page, stack.webUrl);
  await composer.fill('And in winter?');
  await composer.press('Enter');
  await expect(composer).toHaveValue('And in winter?');
  await expect(page.getByText('Ditto could not reply', { exact: true })).toBeVisible();
  await expect(log.locator('[data-pending], [data-streaming]')).toHaveCount(0);
  await expect(storedMessages(log)).toHaveCount(2);
});

test('Escape stops a reply on its way and gives the text back', async ({ page, stack }) => {
  await signInAt(page, stack.webUrl, world.viewer);
  await page.goto(new URL('/lisa', stack.webUrl).href);
  const log = page.getByRole('log', { name: 'Messages with Lisa' });
  await expect(storedMessages(log).last()).toBeVisible();
  const before = await storedMessages(log).count();
  // Held until the test ends: the page stops it first.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('/lisa/messages'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fallback().catch(() => undefined);
    },
  );
  const composer = page.getByLabel('Answer Lisa');
  await composer.fill('I also grow tomatoes.');
  await composer.press('Enter');
  await expect(log.locator('[data-pending]')).toContainText('I also grow tomatoes.');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await composer.press('Escape');
  await expect(log.locator('[data-pending], [data-streaming]')).toHaveCount(0);
  await expect(composer).toHaveValue('I also grow tomatoes.');
  await expect(composer).toBeFocused();
  await expect(storedMessages(log)).toHaveCount(before);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a reply can be listened to with the browser’s speech synthesis, and stopped', async ({
  page,
  stack,
}) => {
  // Headless Chromium has no audio output: the page's calls to speech synthesis are recorded instead, and an
  // utterance lasts until it is cancelled.
  await page.addInitScript(() => {
    const synth = window.speechSynthesis;
    const calls = { spoken: [] as string[], cancels: 0 };
    Object.assign(window, { speechCalls: calls });
    synth.speak = (utterance) => {
      calls.spoken.push(utterance.text);
    };
    synth.cancel = () => {
      calls.cancels += 1;
    };
  });
  const speechCalls = () =>
    page.evaluate(
      () => (window as unknown as { speechCalls: { spoken: string[]; cancels: number } }).speechCalls,
    );
  await signInAt(page, stack.webUrl, world.viewer);
  await page.goto(new URL('/ditto', stack.webUrl).href);
  const log = page.getByRole('log', { name: 'Messages with Ditto' });
  const reply = storedMessages(log).last();
  await expect(reply).toBeVisible();
  const text = ((await reply.locator('.ditto-chat__content').textContent()) ?? '').trim();

  await reply.getByRole('button', { name: 'Listen' }).click();
  await expect(reply.getByRole('button', { name: 'Stop' })).toBeVisible();
  // Only this reply's button changed.
  await expect(log.getByRole('button', { name: 'Stop' })).toHaveCount(1);
  // The voice settings load on this first Listen, then the browser is asked to speak.
  await expect
    .poll(async () => (await speechCalls()).spoken.map((spoken) => spoken.replace(/\s+/g, ' ')))
    .toEqual([text.replace(/\s+/g, ' ')]);
  const speaking = await speechCalls();

  await reply.getByRole('button', { name: 'Stop' }).click();
  await expect(reply.getByRole('button', { name: 'Listen' })).toBeVisible();
  const stopped = await speechCalls();
  expect(stopped.cancels).toBeGreaterThan(speaking.cancels);
  expect(stopped.spoken).toHaveLength(1);
});

test('a reply can be copied to the clipboard', async ({ page, stack }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.webUrl });
  await signInAt(page, stack.webUrl, world.viewer);
  await page.goto(new URL('/ditto', stack.webUrl).href);
  const reply = storedMessages(page.getByRole('log', { name: 'Messages with Ditto' })).last();
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: 'Copy' }).click();
  await expect(reply.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).not.toBe('');
  expect(copied.replace(/\s+/g, ' ').trim()).toBe(
    ((await reply.locator('.ditto-chat__content').textContent()) ?? '').replace(/\s+/g, ' ').trim(),
  );
});
