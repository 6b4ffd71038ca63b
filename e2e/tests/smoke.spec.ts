// Smoke test: the built server answers its health check and serves the built web app, whose
// Login page at / shows the sign-in form.
import { expect, test } from '@playwright/test';

test('GET /healthz answers ok', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('the Login page at / renders a password field', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('input[type=password]')).toBeVisible();
});

test('Privacy and Terms of Use open from the Login page without signing in', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('login-privacy').click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy statement' })).toBeVisible();
  await page.getByTestId('legal-back').click();
  await expect(page.locator('input[type=password]')).toBeVisible();
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
});
