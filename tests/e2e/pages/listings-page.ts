// Page object for /listings, /favorites and the detail page, with intent methods.
import { expect, type Locator, type Page } from '@playwright/test';

export class ListingsPage {
  readonly results: Locator;
  readonly status: Locator;
  readonly cards: Locator;
  readonly filters: Locator;

  constructor(readonly page: Page) {
    this.results = page.getByRole('region', { name: 'Results' });
    this.status = this.results.getByRole('status');
    this.cards = page.getByRole('list', { name: 'Listings' }).getByRole('article');
    this.filters = page.getByRole('form', { name: 'Filters' });
  }

  async open(): Promise<void> {
    await this.page.goto('/listings');
  }

  /** Opens /listings in its alerts view. */
  async openAlerts(): Promise<void> {
    await this.open();
    await this.page.getByRole('button', { name: 'Alerts', exact: true }).click();
  }

  /**
   * Waits until this tab's app has drawn the results: before that, /listings may show the count and cards the
   * server drew for a new visitor's first search, not the tab's own.
   */
  async waitForOwnResults(): Promise<void> {
    await expect(this.results).toHaveAttribute('data-drawn-by', 'app', { timeout: 15_000 });
  }

  async expectCount(count: number): Promise<void> {
    await expect(this.status).toHaveText(`Showing results for ${count} listings`, { timeout: 15_000 });
  }

  /** Opens the filter panel where it is folded away (up to 1024 px). */
  async showFilters(): Promise<void> {
    const toggle = this.page.getByRole('button', { name: 'Filters', exact: true });
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  async setMaxRent(value: string): Promise<void> {
    await this.showFilters();
    await this.filters.getByLabel('Monthly rent to').selectOption(value);
  }

  async chooseCity(city: string): Promise<void> {
    await this.showFilters();
    await this.filters.getByLabel('City').selectOption(city);
  }

  async chooseOnlyType(type: string): Promise<void> {
    await this.showFilters();
    await this.filters.getByLabel('Any Type').uncheck();
    await this.filters.getByLabel(type, { exact: true }).check();
  }

  /** Ticks or unticks 'Registration possible' (filter-semantics.md `registration`). */
  async setRegistrationPossible(isWanted: boolean, label = 'Registration possible'): Promise<void> {
    await this.showFilters();
    await this.filters.getByLabel(label, { exact: true }).setChecked(isWanted);
  }

  /** Chooses a furnishing by its label ('Furnished', 'Upholstered', 'Unfurnished (bare)', 'Any'). */
  async chooseFurnishing(choice: string, label = 'Furnishing'): Promise<void> {
    await this.showFilters();
    await this.filters.getByLabel(label, { exact: true }).selectOption({ label: choice });
  }

  async openListing(title: string): Promise<void> {
    await this.page.getByRole('link', { name: title }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  favoriteButton(title: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`(Add|Remove) ${title} (to|from) favorites`) }).first();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.goto('/auth');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(this.page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' })).toBeVisible();
  }
}
