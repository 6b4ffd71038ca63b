// Feedback and help forms (workspace.md section 1; issue 26): a user sends feedback with a screenshot
// from the page they are on through the navbar's help menu; a platform admin finds it on the Feedback
// screen with that page, opens it and marks it done. The forms' rules and the access to the screen are
// proven in the API tests (apps/server/src/modules/feedback) and FeedbackSendDialog.test.tsx.
import { ADMIN_EMAIL, expect, ROLES, signInAs, test } from '../support/seed.js';
import { chooseEngagement, REGULAR } from '../support/session.js';

// A PNG's signature and header: the server checks a screenshot's first bytes.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

test('a user sends feedback from a page; an admin sees it with the page and marks it done', async ({
  page,
  otherPage,
  seed,
}) => {
  const user = await seed.member(REGULAR, ROLES.configurer);
  await signInAs(page, user.email, user.password);
  await chooseEngagement(page, REGULAR);
  await page.getByTestId('side-menu').getByText('Storage', { exact: true }).click();
  await expect(page).toHaveURL(/\/storage-manager\/main$/);
  const from = new URL(page.url()).pathname;

  const text = `The folder list needs a size column ${Date.now()}`;
  await page.getByTestId('help-menu').click();
  await page.getByTestId('help-menu-feedback').click();
  await expect(page.getByTestId('feedback-dialog-page')).toContainText(from);
  await page.getByTestId('feedback-dialog-message').fill(text);
  await page.locator('.ant-modal:visible input[type=file]').setInputFiles({
    name: 'folders.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByTestId('feedback-dialog-submit').click();
  await expect(page.getByText('Thank you, your feedback has been sent.')).toBeVisible();
  await expect(page.getByTestId('feedback-dialog-form')).toHaveCount(0);

  await signInAs(otherPage, ADMIN_EMAIL);
  await otherPage.getByTestId('user-menu').click();
  await otherPage.getByRole('menuitem', { name: 'Feedback' }).click();
  await expect(otherPage).toHaveURL(/\/feedback$/);
  await otherPage.getByTestId('feedback-list-search').getByRole('searchbox').fill(text);
  const row = otherPage.getByTestId('feedback-row').filter({ hasText: text.slice(0, 30) });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('feedback-row-page')).toHaveText(from);
  await row.click();

  const detail = otherPage.getByTestId('feedback-detail');
  await expect(detail.getByTestId('feedback-detail-message')).toHaveText(text);
  await expect(detail.getByTestId('feedback-detail-page')).toHaveText(from);
  await expect(detail.getByTestId('feedback-detail-screenshot')).toBeVisible();
  await detail.getByTestId('feedback-status-Done').click();
  await expect(otherPage.getByText('Status changed to Done')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(otherPage).toHaveURL(/\/feedback\?search=/);
  await expect(row.getByTestId('feedback-status')).toHaveAttribute('data-status', 'Done');
});
