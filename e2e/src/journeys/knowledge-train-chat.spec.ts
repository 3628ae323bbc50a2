import type { Page } from '@playwright/test';
import { createAccount } from '../accounts.ts';
import { expect, skipWhenUnavailable, test } from '../fixtures.ts';
import { addKnowledgeNote } from '../knowledge.ts';
import { openFromNavigation } from '../navigation.ts';

skipWhenUnavailable();

const PHONE = { width: 390, height: 844 };

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('knowledge (a note and an imported file) → train → chat with citations that lead back to the entry', async ({
  page,
  stack,
  readCode,
  signIn,
  saveScreenshot,
}) => {
  const account = await createAccount(stack.webUrl, readCode, 'learner');
  await page.goto(new URL('/my-knowledge', stack.webUrl).href);
  await signIn(account);
  await expect(page.getByRole('heading', { level: 1, name: 'My knowledge' })).toBeVisible();
  await expect(page.getByText('Nothing here yet')).toBeVisible();

  // A note, through the dialog.
  await addKnowledgeNote(
    page,
    'Beekeeping',
    'A healthy beehive needs a laying queen, and the beekeeper checks the brood every spring.',
  );
  await expect(page.getByRole('heading', { name: 'Beekeeping' })).toBeVisible();

  // A file, through the picker: one good .md, one refused .pdf, each reported.
  await page.locator('input[type="file"]').setInputFiles([
    {
      name: 'sourdough.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(
        '# Sourdough\nFeed the starter with flour and water the night before baking bread.',
      ),
    },
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
  ]);
  await expect(page.getByText('1 file imported, 1 file not imported.')).toBeVisible();
  await expect(page.getByText('Only .txt and .md files can be imported.')).toBeVisible();
  // A .md is titled by its opening heading (not its file name), and the heading is not repeated in the text.
  const sourdough = page.locator('.entry', {
    has: page.getByRole('heading', { name: 'Sourdough', exact: true }),
  });
  await expect(sourdough).toBeVisible();
  await expect(
    sourdough.getByText('Feed the starter with flour and water the night before baking bread.'),
  ).toBeVisible();
  await expect(sourdough.getByText('# Sourdough')).toHaveCount(0);
  await saveScreenshot('my-knowledge');
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  await saveScreenshot('my-knowledge-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Ditto learns the notes by itself: no click.
  await openFromNavigation(page, 'Ditto');
  await expect(page.getByText('Trained', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Up to date')).toBeVisible({ timeout: 20_000 });

  // Chat: the streamed reply cites the entry it drew on.
  await page.getByLabel('Message Ditto').fill('What does a healthy beehive need?');
  await page.getByLabel('Message Ditto').press('Enter');
  const log = page.getByRole('log', { name: 'Messages with Ditto' });
  await expect(log.locator(':scope > ol > li:not([data-streaming])')).toHaveCount(2);
  const citation = log.getByRole('link', { name: 'Beekeeping' });
  await expect(citation).toBeVisible();
  await saveScreenshot('ditto');
  await page.setViewportSize(PHONE);
  await expectNoHorizontalScroll(page);
  // On a phone Ditto's bar is one line (the badges and a short "Relearn"), so the messages get the room.
  const bar = page.locator('.training-bar');
  const relearn = bar.getByRole('button', { name: 'Relearn everything' });
  await expect(relearn.locator('.training-bar__more')).toBeHidden();
  await expect(bar.getByText(/Last trained/)).toBeHidden();
  const [barBox, relearnBox] = await Promise.all([bar.boundingBox(), relearn.boundingBox()]);
  expect(barBox?.height).toBeLessThan((relearnBox?.height ?? 0) * 1.8);
  await saveScreenshot('ditto-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await citation.click();
  await expect(page).toHaveURL(/\/my-knowledge\?q=Beekeeping$/);
  await expect(page.getByRole('heading', { name: 'Beekeeping', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sourdough', exact: true })).toBeHidden();
});
