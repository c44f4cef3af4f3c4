/**
 * Issue 14: /m/feedback. A member sends a category, text and a screenshot; the form checks them
 * first, the backend stores them (checked in its database after a restart) and the member sees
 * them again. A guest is sent home (SPEC 2).
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { openSignedIn, registerFresh } from '../support/member';
import { startSeparateServer, type SeparateServer } from '../support/separate-server';
import { queryDatabase } from '../support/server-db';
import { testClient } from '../support/api-session';
import { CONSENT } from '../../server/test/support/consent';

// A 1x1 PNG: the page turns it into a small JPEG before sending.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(({ context }) => quietInstallPrompt(context));

test('a guest opening feedback goes home', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('the form says what is missing or wrong before anything is sent', async ({ page }) => {
  const member = await registerFresh('fbv');
  await openSignedIn(page, member, '/m/feedback');
  const form = page.getByTestId('feedback-form');
  const sent: string[] = [];
  page.on(
    'request',
    (request) => request.method() === 'POST' && request.url().includes('/wps/member/feedback') && sent.push(request.url()),
  );
  await form.getByTestId('feedback-submit').click();
  await expect(form.locator('#feedback-category-error')).toHaveText('Choose a category.');
  await expect(form.locator('#feedback-content-error')).toHaveText('Write your message.');
  await form
    .getByLabel('Screenshot (optional)')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.locator('#feedback-screenshot-error')).toHaveText('Choose a PNG, JPEG or WebP picture.');
  expect(sent).toEqual([]);
});

test.describe('feedback kept by the backend', () => {
  let server: SeparateServer;
  test.beforeAll(async () => {
    server = await startSeparateServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('is stored with its screenshot, confirmed, and still there after the server restarts', async ({ page }) => {
    const client = testClient(() => null, server.url);
    const username = `fb${Date.now().toString(36).slice(-8)}`;
    await client.call('register', { body: { ...CONSENT, username, password: 'secret123' } });
    const { token } = await client.call('login', {
      body: { username, password: 'secret123', type: 'username', loginDeviceId: crypto.randomUUID() },
    });
    await page.goto(`${server.url}/m/download`);
    await page.evaluate((session) => sessionStorage.setItem('sessionInfo', JSON.stringify(session)), {
      id: '',
      token,
      merchantCode: 'demo',
      userName: username,
      type: 0,
      firstTimeLogin: false,
    });
    await page.goto(`${server.url}/m/feedback`);
    await shellReady(page);

    const form = page.getByTestId('feedback-form');
    await form.getByLabel('Category').selectOption('bug');
    await form.getByLabel('Your message').fill('The deposit button does nothing on my phone');
    await form.getByLabel('Screenshot (optional)').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await form.getByTestId('feedback-submit').click();
    await expect(page.getByTestId('feedback-sent')).toContainText('We received your feedback');
    await expect(page.getByTestId('feedback-history')).toContainText('The deposit button does nothing on my phone');

    await server.restart();
    const rows = queryDatabase<{ category: string; content: string; mime_type: string | null; bytes: number | null }>(
      server.databaseFile,
      'SELECT f.category, f.content, s.mime_type, length(s.data) AS bytes FROM feedback f JOIN members m ON m.id = f.member_id LEFT JOIN feedback_screenshots s ON s.feedback_id = f.id WHERE m.username = ?',
      username.toLowerCase(),
    );
    expect(rows).toEqual([
      { category: 'bug', content: 'The deposit button does nothing on my phone', mime_type: 'image/jpeg', bytes: expect.any(Number) },
    ]);
    // The member sees it again from the restarted server (the session survives too).
    await page.reload();
    await expect(page.getByTestId('feedback-history')).toContainText('The deposit button does nothing on my phone');
    await expect(page.getByTestId('feedback-history')).toContainText('with screenshot');
  });
});
