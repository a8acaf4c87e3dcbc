// Page object for what every screen shares: navigation, header, footer, toasts and the auth test hook.
import { expect, type Locator, type Page } from '@playwright/test';

export type TestAuth = { status: 'signedOut' } | { status: 'signedIn'; isPremium?: boolean };

export class AppPage {
  readonly header: Locator;
  readonly desktopNav: Locator;
  readonly menuButton: Locator;
  readonly footer: Locator;
  readonly mainHeading: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.desktopNav = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: 'Menu' });
    this.footer = page.getByRole('contentinfo');
    this.mainHeading = page.getByRole('heading', { level: 1 });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.mainHeading.first().waitFor();
  }

  /** Client-side navigation, which keeps in-memory state such as the auth atom. */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  async setWidth(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 900 });
  }

  /** Sets the auth atom through the app's test hook, as the accounts work will from a session. */
  async signInAs(auth: TestAuth): Promise<void> {
    await this.page.waitForFunction(() => Boolean(window.roomradarTest));
    await this.page.evaluate((state) => {
      const user = { id: 'user-a', email: 'sanne@example.nl', firstName: 'Sanne' };
      window.roomradarTest?.setAuth(
        state.status === 'signedIn'
          ? { status: 'signedIn', user, isPremium: state.isPremium ?? false }
          : { status: 'signedOut' },
      );
    }, auth);
  }

  /** The labels of the header's items, in order, from whichever menu this width shows. */
  async headerItemLabels(): Promise<string[]> {
    if (await this.desktopNav.isVisible()) {
      return (await this.desktopNav.locator('a, button').allInnerTexts()).map((label) => label.trim());
    }
    await this.menuButton.click();
    // The dropdown's code loads on the first click: read the items once the menu is open.
    await expect(this.page.getByRole('menu')).toBeVisible();
    const labels = await this.page.getByRole('menuitem').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return labels.map((label) => label.trim());
  }

  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }
}

declare global {
  interface Window {
    roomradarTest?: { setAuth(state: unknown): void };
  }
}
