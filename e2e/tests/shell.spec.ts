// The shell of the web app (workspace.md section 2): sign-in, licence agreement, engagement
// selector and side menu, language, theme, profile and sign-out. Each test seeds the user it needs
// (support/seed.ts), so what one test changes (licence, language, theme, picture, roles) no other
// test reads; the first signs in through the Login page, the others through the API. What the Login
// page says to a wrong password or an identity provider's error, and to a user without a tenant,
// is proven without a browser (LoginPage.test.tsx, OverviewPage.test.tsx).
import type { Page } from '@playwright/test';
import { engagementScope, expect, ROLES, signInAs, test } from '../support/seed.js';

const REGULAR = 'Payroll Analytics 2026';
const GAIN = 'Gain Payroll Migration';
// A 1x1 PNG: enough for the server to accept and resize a profile picture.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByTestId('login-form').getByLabel('E-mail address').fill(email);
  await page.getByTestId('login-form').getByLabel('Password').fill(password);
  await page.getByTestId('login-submit').click();
  // Sign-in lands on /overview; the shell sends a user without an accepted licence on to /eula.
  await expect(page.getByTestId('eula-dialog').or(page.getByTestId('app-layout'))).toBeVisible();
}

async function openSelector(page: Page, testId = 'engagement-selector') {
  await page.getByTestId(testId).click();
  return page.locator('.ant-select-dropdown:visible');
}

async function chooseEngagement(page: Page, name: string) {
  const dropdown = await openSelector(page);
  await dropdown.locator('.ant-select-item-option', { hasText: name }).click();
}

async function openUserMenuItem(page: Page, name: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name }).click();
}

test('an admin signs in, accepts the licence, switches engagement, language and theme, and signs out', async ({
  page,
  seed,
}) => {
  const admin = await seed.user({ name: 'Ari Admin', roles: [{ role: ROLES.admin, scope: '/platform' }] });
  await signIn(page, admin.email, admin.password);
  // A new user has not accepted the licence yet: the dialog must show, with Accept enabled only once ticked.
  await expect(page).toHaveURL(/\/eula$/);
  await expect(page.getByText('License agreement').first()).toBeVisible();
  await expect(page.getByTestId('eula-accept')).toBeDisabled();
  await page.getByTestId('eula-checkbox').click();
  await expect(page.getByTestId('eula-accept')).toBeEnabled();
  await page.getByTestId('eula-accept').click();
  await page.waitForURL(/\/overview$/);
  await expect(page.getByTestId('welcome-text')).toHaveText('Welcome, Ari Admin');
  await expect(page.getByTestId('environment-label')).toBeVisible();
  await expect(page.getByTestId('version-text')).toHaveText('Version 1.0');

  // Licence accepted: /eula now goes straight on.
  await page.goto('/eula');
  await expect(page).toHaveURL(/\/overview$/);

  // The regular engagement: filtering and labeling, no FX rate.
  await chooseEngagement(page, REGULAR);
  await expect(page).toHaveURL(/\/overview$/);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByText('Filtering')).toBeVisible();
  await expect(menu.getByText('Labeling')).toBeVisible();
  await expect(menu.getByText('FX Rate')).toHaveCount(0);
  await expect(page.getByTestId('overview-engagement')).toContainText(REGULAR);

  // Work somewhere, then switch to the gain engagement: FX rate and Gain replace the others.
  await menu.getByText('Testing').click();
  await expect(page).toHaveURL(/\/testing\/monitor$/);
  // The address changes before the monitor's code has loaded; the user left off there once it shows.
  await expect(page.getByTestId('runs-monitor')).toBeVisible();
  await chooseEngagement(page, GAIN);
  await expect(page).toHaveURL(/\/overview$/);
  await expect(menu.getByText('FX Rate')).toBeVisible();
  await expect(menu.getByText('Gain', { exact: true })).toBeVisible();
  await expect(menu.getByText('Filtering')).toHaveCount(0);
  await expect(page.getByTestId('overview-engagement')).toContainText(GAIN);
  await expect(page.getByTestId('last-visited')).toHaveText('/testing/monitor');

  // Theme from the user menu, remembered locally.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('theme-option-Deloitte').click();
  await expect(page.getByTestId('app-layout')).toHaveAttribute('data-theme', 'Deloitte');
  expect(await page.evaluate(() => localStorage.getItem('cairn.theme'))).toBe('Deloitte');

  // Profile, then German.
  await openUserMenuItem(page, 'Profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('page-title')).toHaveText('Profile');
  await expect(page.getByTestId('profile-info')).toContainText(admin.email);
  await page.getByTestId('language-select').click();
  // The language applies at once; its save to the profile is on its way (a reload must wait for it).
  const languageSaved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/profile/me') && answer.request().method() === 'PUT',
  );
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Deutsch' }).click();
  await languageSaved;
  await expect(page.getByTestId('page-title')).toHaveText('Profil');
  await expect(page.getByTestId('welcome-text')).toHaveText('Willkommen, Ari Admin');
  await expect(page.getByText('Meine Projekte')).toBeVisible();

  // The language and theme were saved on the profile: a reload keeps them.
  await page.reload();
  await expect(page.getByTestId('page-title')).toHaveText('Profil');
  await expect(page.getByTestId('app-layout')).toHaveAttribute('data-theme', 'Deloitte');

  // Back to English and the default theme from the profile page.
  await page.getByTestId('language-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'English (US)' })
    .click();
  await expect(page.getByTestId('page-title')).toHaveText('Profile');
  await page.getByTestId('template-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Default' }).click();
  await expect(page.getByTestId('app-layout')).toHaveAttribute('data-theme', 'Default');
  // Two quick changes: the second save kept the first (English), so the screen stays in English.
  await expect(page.getByTestId('page-title')).toHaveText('Profile');

  await openUserMenuItem(page, 'Logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-form')).toBeVisible();
  // Signed out for real: the shell sends the browser back to sign in.
  await page.goto('/overview');
  await expect(page.getByTestId('login-form')).toBeVisible();
});

test('a consultant sees only the engagement they belong to', async ({ page, seed }) => {
  const regular = engagementScope(await seed.engagementId(REGULAR));
  const consultant = await seed.user({ roles: [{ role: ROLES.consultant, scope: regular }] });
  await signInAs(page, consultant.email, consultant.password);
  const dropdown = await openSelector(page);
  await expect(dropdown.locator('.ant-select-item-option', { hasText: REGULAR })).toBeVisible();
  await expect(dropdown.locator('.ant-select-item-option', { hasText: GAIN })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // No global read permissions: the user menu has no administration entries.
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Tenants' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/tenants');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('You do not have access to this resource.')).toBeVisible();
});

test('a configurer edits the profile and switches engagement from it', async ({ page, seed }) => {
  const configurer = await seed.user({
    roles: [
      { role: ROLES.configurer, scope: engagementScope(await seed.engagementId(REGULAR)) },
      { role: ROLES.configurer, scope: engagementScope(await seed.engagementId(GAIN)) },
    ],
  });
  await signInAs(page, configurer.email, configurer.password, { address: '/profile' });

  // The display name follows the rule of contracts (at least 3 characters).
  await page.getByTestId('profile-display-name').fill('ab');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Please enter at least 3 characters')).toBeVisible();

  // A new picture shows at once in the preview and in the navbar.
  const preview = page.getByTestId('profile-picture-preview');
  const before = await preview.getAttribute('src');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(preview).not.toHaveAttribute('src', before ?? '');
  await expect(preview).toHaveAttribute('src', /size=120/);
  await expect(page.getByTestId('profile-picture')).toHaveAttribute('src', /size=48/);

  await page.getByTestId('my-engagements').getByText(GAIN).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('overview-engagement')).toContainText(GAIN);
  await expect(page.getByTestId('side-menu').getByText('FX Rate')).toBeVisible();
  // An unknown address shows the not-found page inside the shell.
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});
