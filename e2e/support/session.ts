// The demo's password and engagement, and choosing an engagement as a person does. Signing in is
// signInAs in seed.ts (through the API).
import { expect, type Page } from '@playwright/test';

export const PASSWORD = process.env.CAIRN_E2E_DEMO_PASSWORD ?? 'Demo-password-1';
export const REGULAR = 'Payroll Analytics 2026';

export async function chooseEngagement(page: Page, name: string) {
  await page.getByTestId('engagement-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
  await expect(page.getByTestId('overview-engagement')).toContainText(name);
}
