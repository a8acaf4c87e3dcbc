import type { Locator, Page } from '@playwright/test';

export class LandingPage {
  readonly showListings: Locator;
  readonly widget: Locator;
  readonly widgetError: Locator;
  readonly maxRent: Locator;
  readonly city: Locator;
  readonly housingType: Locator;

  constructor(readonly page: Page) {
    this.showListings = page
      .getByRole('main')
      .getByRole('link', { name: /listings/i })
      .first();
    this.widget = page.getByRole('region', { name: 'Start your search' });
    this.widgetError = this.widget.getByRole('alert');
    this.maxRent = this.widget.getByLabel('Maximum monthly rent');
    this.city = this.widget.getByLabel('City');
    this.housingType = this.widget.getByLabel('Housing type');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }

  /** The 'Show N listings' button (or its loading and error texts) by its exact text. */
  button(text: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: text, exact: true });
  }

  /** The widget's first step: maximum rent (a value of its list), city, housing type (by label). */
  async chooseFilters(choice: { maxRent?: string; city?: string; housingType?: string }): Promise<void> {
    if (choice.maxRent !== undefined) await this.maxRent.selectOption(choice.maxRent);
    if (choice.city !== undefined) await this.city.selectOption(choice.city);
    if (choice.housingType !== undefined) await this.housingType.selectOption({ label: choice.housingType });
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
