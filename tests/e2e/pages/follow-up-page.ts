// Page object for the favorites as a follow-up (/favorites, issue 36): a favorite's card on the board, its
// status, viewing and note, its calendar file and reply, and the member's reply templates.
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class FollowUpPage {
  readonly templates: Locator;

  constructor(readonly page: Page) {
    this.templates = page.getByRole('region', { name: 'Reply templates' });
  }

  async open(): Promise<void> {
    await this.page.goto('/favorites');
  }

  /** A favorite's card, found by its listing's title. */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** A favorite's card, found by its listing's id (its title reads in the language in use). */
  cardOf(listingId: number): Locator {
    return this.page.locator(`article[data-listing-id="${listingId}"]`);
  }

  /** The section (a column on a desktop) of one status. */
  section(status: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${status}`) });
  }

  async expectCard(title: string): Promise<void> {
    await expect(this.card(title)).toBeVisible({ timeout: 15_000 });
  }

  /** Sets a favorite's status, a viewing's time (a `datetime-local` value, '2026-12-14T19:00') and a note, and saves them. */
  async follow(title: string, status: string, note: string, viewing?: string): Promise<void> {
    const card = this.card(title);
    await card.getByLabel(`Status of ${title}`, { exact: true }).selectOption({ label: status });
    if (viewing !== undefined) await card.getByLabel('Viewing date and time', { exact: true }).fill(viewing);
    await card.getByLabel('Note', { exact: true }).fill(note);
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page.locator('[data-sonner-toast]').filter({ hasText: 'Follow-up saved' }).first()).toBeVisible();
  }

  async downloadCalendar(title: string): Promise<Download> {
    const waiting = this.page.waitForEvent('download');
    await this.card(title).getByRole('button', { name: 'Add to calendar' }).click();
    return waiting;
  }

  /** Opens the reply of a favorite, picks a template by its shown name, copies, and returns the message. */
  async copyReply(title: string, template: string): Promise<string> {
    const card = this.card(title);
    await card.getByRole('button', { name: 'Write to the poster' }).click();
    await card.getByLabel('Template', { exact: true }).selectOption({ label: template });
    const message = await card.getByLabel('Message', { exact: true }).inputValue();
    await card.getByRole('button', { name: 'Copy message' }).click();
    await expect(this.page.locator('[data-sonner-toast]').filter({ hasText: 'Message copied' }).first()).toBeVisible();
    return message;
  }

  async addTemplate(name: string, language: 'English' | 'Dutch', body: string): Promise<void> {
    await this.templates.getByRole('button', { name: 'New template' }).click();
    await this.templates.getByLabel('Name', { exact: true }).fill(name);
    await this.templates.getByLabel('Language of the message', { exact: true }).selectOption({ label: language });
    await this.templates.getByLabel('Message', { exact: true }).fill(body);
    await this.templates.getByRole('button', { name: 'Save template' }).click();
    await expect(this.templates.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeVisible();
  }
}
