import type { Locator, Page } from '@playwright/test';

export class ContactPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly message: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Name');
    this.email = page.getByLabel('Email');
    this.message = page.getByLabel('Message');
    this.error = page.getByRole('main').getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/contact');
  }

  async send(fields: { name?: string; email?: string; message?: string }): Promise<void> {
    await this.name.fill(fields.name ?? '');
    await this.email.fill(fields.email ?? '');
    await this.message.fill(fields.message ?? '');
    await this.page.getByRole('button', { name: 'Send Message' }).click();
  }
}
