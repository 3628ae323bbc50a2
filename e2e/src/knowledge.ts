import { expect, type Page } from '@playwright/test';

/** Writes a note through My knowledge's "Add knowledge" dialog (the page must be open), and waits for it to close. */
export async function addKnowledgeNote(page: Page, title: string, content: string): Promise<void> {
  await page.getByRole('button', { name: 'Add knowledge' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add knowledge' });
  await dialog.getByLabel(/Title/).fill(title);
  await dialog.getByLabel(/What you know/).fill(content);
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog).toBeHidden();
}
