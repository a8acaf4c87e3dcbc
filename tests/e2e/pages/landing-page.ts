import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly showListings: Locator;
  readonly widget: Locator;
  readonly widgetError: Locator;

  constructor(readonly page: Page) {
    this.showListings = page.getByRole('main').getByRole('link', { name: /listings/i }).first();
    this.widget = page.getByRole('region', { name: 'Start your search' });
    this.widgetError = this.widget.getByRole('alert');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }

  async nextStep(): Promise<void> {
    await this.widget.getByRole('button', { name: 'Next' }).click();
  }

  async previousStep(): Promise<void> {
    await this.widget.getByRole('button', { name: 'Previous' }).click();
  }

  async submitAccount(fields: { firstName?: string; email?: string; password?: string }): Promise<void> {
    await this.widget.getByLabel('First Name').fill(fields.firstName ?? '');
    await this.widget.getByLabel('Email').fill(fields.email ?? '');
    await this.widget.getByLabel('Password').fill(fields.password ?? '');
    await this.widget.getByRole('button', { name: 'Create Free Account' }).click();
  }
}
