// Signing in and choosing an engagement, as a person does, for specs beyond the shell's own.
import { expect, type Page } from '@playwright/test';

export const PASSWORD = process.env.CAIRN_E2E_DEMO_PASSWORD ?? 'Demo-password-1';
export const REGULAR = 'Payroll Analytics 2026';

/** Signs in on the Login page and accepts the licence when it is asked for; ends on Overview. */
export async function signInAndAccept(page: Page, email: string) {
  await page.goto('/');
  await page.getByTestId('login-form').getByLabel('E-mail address').fill(email);
  await page.getByTestId('login-form').getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('eula-dialog').or(page.getByTestId('app-layout'))).toBeVisible();
  if (await page.getByTestId('eula-dialog').isVisible()) {
    await page.getByTestId('eula-checkbox').click();
    await page.getByTestId('eula-accept').click();
  }
  await page.waitForURL(/\/overview$/);
}

export async function chooseEngagement(page: Page, name: string) {
  await page.getByTestId('engagement-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
  await expect(page.getByTestId('overview-engagement')).toContainText(name);
}
