// Page object for /auth and the account screens a member goes through.
import { expect, type Page } from '@playwright/test';

export class AuthPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/auth${query}`);
  }

  async signUp(firstName: string, email: string, password: string): Promise<void> {
    await this.open('?tab=signup');
    await this.page.getByLabel('First Name').fill(firstName);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.open();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** Signs out from the header and waits until it is done (the next page load must find no session). */
  async signOut(): Promise<void> {
    await this.page.setViewportSize({ width: 1280, height: 900 });
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(this.page.locator('[data-sonner-toast]').filter({ hasText: 'Signed out successfully' })).toBeVisible();
  }
}

/** The newest mail to an address in the local mailbox, and the first link in it that matches. */
export async function mailedLink(
  baseURL: string,
  to: string,
  pattern: RegExp = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/,
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mails = (await (await fetch(`${baseURL}/_dev/mail/messages?to=${encodeURIComponent(to)}`)).json()) as Array<{
      text: string;
    }>;
    const link = mails.map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail with a link to ${to}`);
}
