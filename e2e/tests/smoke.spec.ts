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
