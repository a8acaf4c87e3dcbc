import type { Locator, Page } from '@playwright/test';

export class FeedbackPage {
  readonly message: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.message = page.getByLabel('Your feedback');
    this.error = page.getByRole('main').getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/feedback');
  }

  async send(message: string): Promise<void> {
    await this.message.fill(message);
    await this.page.getByRole('button', { name: 'Send Feedback' }).click();
  }
}
