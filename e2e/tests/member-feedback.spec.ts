/**
 * Issue 14: /m/feedback. A member sends a category, text and a screenshot; the form checks them
 * first, the backend stores them (checked in its database after a restart) and the member sees
 * them again. A guest is sent home (SPEC 2).
 */
import { test, expect, shellReady } from '../support/fixtures';
import { quietInstallPrompt } from '../support/auth';
import { startSeparateServer, type SeparateServer } from '../support/separate-server';
import { queryDatabase } from '../support/server-db';
import { testClient } from '../support/api-session';
import { CONSENT } from '../../server/test/support/consent';

// A 1x1 PNG: the page turns it into a small JPEG before sending.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(({ context }) => quietInstallPrompt(context));

// A guest opening feedback goes home: routes.spec.ts (and shell/src/routes/guard.test.ts). What is
// missing or wrong said before anything is sent: mf-member/src/feedback/feedback-form.test.tsx.

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
