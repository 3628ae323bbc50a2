import type { Locator, Page } from '@playwright/test';
import { formatViolations, seriousA11yViolations } from '../axe.ts';
import { expect, screenshot, skipWhenUnavailable, test } from '../fixtures.ts';
import { viewerWithFriendsDitto } from '../seed.ts';
import type { Account } from '../stack-state.ts';

skipWhenUnavailable();

/**
 * Every screen, on a desktop and on a phone, in light and dark: axe-core finds no serious or critical
 * violation, and a screenshot of each goes to `e2e/screenshots/screens/<screen>-<device>[-dark].png` (the full
 * page; the viewport for an open dialog or menu). `pnpm --filter @ditto/e2e screenshots:docs` publishes them
 * to `docs/screenshots/screens/` (the gallery `docs/screens.md`; the root README shows some).
 */

interface Screen {
  name: string;
  path: string;
  /** Puts the screen in the state to check (opens a dialog or the menu), after it has its data. */
  open?: (page: Page) => Promise<void>;
  /** What shows that the screen has its data (the screenshot should show a used screen, not a spinner). */
  ready: (page: Page) => Locator;
}

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

const PUBLIC_SCREENS: Screen[] = [
  { name: 'login', path: '/login', ready: (page) => page.getByRole('heading', { name: 'Sign in' }) },
  {
    name: 'signup',
    path: '/signup',
    ready: (page) => page.getByRole('heading', { name: 'Create your account' }),
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    ready: (page) => page.getByRole('heading', { name: 'Reset your password' }),
  },
  {
    name: 'password-reset',
    path: '/password-reset?email=ada%40example.com',
    ready: (page) => page.getByRole('heading', { name: 'Choose a new password' }),
  },
  {
    name: 'confirm-account',
    path: '/confirm-account?email=ada%40example.com',
    ready: (page) => page.getByRole('heading', { name: 'Confirm your account' }),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page) => page.getByText('Page not found', { exact: true }),
  },
];

/** The people and data the signed-in screens show, prepared through the API once per worker. */
interface World {
  viewer: Account;
  viewerId: string;
  sharer: Account;
  sharerId: string;
}

async function prepareWorld(): Promise<World> {
  const { viewer, sharer, sharerId, asViewer } = await viewerWithFriendsDitto({
    viewer: 'viewer',
    sharer: 'sharer',
  });

  await asViewer('POST', '/knowledge', {
    title: 'Beekeeping',
    content: 'A healthy beehive needs a laying queen, and the beekeeper checks the brood every spring.',
  });
  await asViewer('POST', '/knowledge', {
    title: 'Sourdough',
    content: 'Feed the starter with flour and water the night before baking bread.',
  });
  await asViewer('POST', '/persona/train');
  await asViewer('POST', '/persona/messages', { content: 'What does a healthy beehive need?' });
  await asViewer('GET', '/lisa/messages');
  await asViewer('POST', '/lisa/messages', {
    content: 'I repair vintage radios and teach evening classes on soldering.',
  });
  await asViewer('POST', '/sharing/shares', { email: sharer.email });
  const viewerId = (await asViewer<{ cognitoId: string }>('GET', '/profile')).cognitoId;
  await asViewer('POST', `/sharing/personas/${sharerId}/messages`, {
    content: 'What should I carry on a mountain hike?',
  });
  return { viewer, viewerId, sharer, sharerId };
}

function signedInScreens({ sharer, sharerId }: World, device: string): Screen[] {
  const overlays: Screen[] = [
    {
      name: 'add-knowledge-dialog',
      path: '/my-knowledge',
      open: async (page) => {
        await expect(page.getByRole('heading', { name: 'Sourdough', exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'Add knowledge' }).first().click();
      },
      ready: (page) => page.getByRole('dialog', { name: 'Add knowledge' }),
    },
    {
      name: 'clear-conversation-dialog',
      path: '/ditto',
      open: async (page) => {
        await expect(page.getByRole('log', { name: 'Messages with Ditto' })).toBeVisible();
        await page.getByRole('button', { name: 'Conversation options' }).click();
        await page.getByRole('menuitem', { name: 'Clear conversation…' }).click();
      },
      ready: (page) => page.getByRole('alertdialog'),
    },
  ];
  if (device === 'phone') {
    overlays.push({
      name: 'menu',
      path: '/',
      open: (page) => page.getByRole('button', { name: 'Menu' }).click(),
      ready: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lisa' }),
    });
  }
  return [
    {
      name: 'home',
      path: '/',
      ready: (page) => page.getByRole('link', { name: `Chat with ${sharer.name}` }),
    },
    {
      name: 'my-knowledge',
      path: '/my-knowledge',
      ready: (page) => page.getByRole('heading', { name: 'Sourdough', exact: true }),
    },
    {
      name: 'ditto',
      path: '/ditto',
      ready: (page) =>
        page.getByRole('log', { name: 'Messages with Ditto' }).getByRole('link', { name: 'Beekeeping' }),
    },
    {
      name: 'sharing',
      path: '/sharing',
      ready: (page) => page.getByText(sharer.email, { exact: true }).first(),
    },
    {
      name: 'shared-persona',
      path: `/sharing/${sharerId}`,
      ready: (page) =>
        page
          .getByRole('log', { name: `Messages with ${sharer.name.split(' ')[0]}'s Ditto` })
          .getByText('Mountain hiking')
          .first(),
    },
    {
      name: 'lisa',
      // Greeting, the answer, Lisa's next question.
      path: '/lisa',
      ready: (page) =>
        page.getByRole('log', { name: 'Messages with Lisa' }).locator(':scope > ol > li').nth(2),
    },
    { name: 'settings', path: '/settings', ready: (page) => page.getByRole('slider', { name: 'Speed' }) },
    { name: 'voice', path: '/elevenlabs', ready: (page) => h1(page, 'Voice') },
    ...overlays,
  ];
}

function adminScreens(world: World): Screen[] {
  return [
    { name: 'admin', path: '/admin', ready: (page) => page.getByRole('table', { name: 'Users' }) },
    {
      name: 'admin-user',
      path: `/admin/users/${world.viewerId}`,
      ready: (page) => h1(page, world.viewer.name),
    },
  ];
}

/** Opens each screen, then checks and photographs it in light and dark; returns the readable problems. */
async function sweep(
  page: Page,
  baseUrl: string,
  device: string,
  screens: readonly Screen[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const screen of screens) {
    await page.goto(new URL(screen.path, baseUrl).href);
    await screen.open?.(page);
    await expect(screen.ready(page)).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const label = `${screen.name}-${device}${colorScheme === 'dark' ? '-dark' : ''}`;
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) problems.push(formatViolations(label, violations));
      await screenshot(page, `screens/${label}`, { fullPage: !screen.open });
    }
  }
  return problems;
}

async function signInAt(
  page: Page,
  baseUrl: string,
  signIn: (account: Account) => Promise<void>,
  account: Account,
) {
  await page.goto(new URL('/login', baseUrl).href);
  await signIn(account);
  await expect(h1(page, /^Welcome/)).toBeVisible();
}

let world: World;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  world = await prepareWorld();
});

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test('public screens are accessible', async ({ page, stack }) => {
      const problems = await sweep(page, stack.webUrl, device.name, PUBLIC_SCREENS);
      expect(problems, problems.join('\n\n')).toEqual([]);
    });

    test('signed-in screens are accessible', async ({ page, stack, signIn }) => {
      test.setTimeout(120_000);
      await signInAt(page, stack.webUrl, signIn, world.viewer);
      const problems = await sweep(page, stack.webUrl, device.name, signedInScreens(world, device.name));
      expect(problems, problems.join('\n\n')).toEqual([]);
    });

    test('admin screens are accessible', async ({ page, stack, signIn }) => {
      await signInAt(page, stack.webUrl, signIn, stack.admin);
      const problems = await sweep(page, stack.webUrl, device.name, adminScreens(world));
      expect(problems, problems.join('\n\n')).toEqual([]);
    });
  });
}
