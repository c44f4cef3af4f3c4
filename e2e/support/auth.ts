/** Helpers for the auth scenarios: forms, the shell's notice, the SMS outbox and Firebase codes. */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './test-server';
import { shellReady } from './fixtures';

let counter = 0;

/** A username the merchant's rule accepts (a letter, then letters and digits, 4 to 16). */
export function newUsername(prefix = 'p'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

/** A mobile number nobody else uses in this run (the outbox is shared). */
export function newMobile(): string {
  counter += 1;
  return `91${String(Date.now()).slice(-5)}${String(counter).padStart(2, '0')}${Math.floor(Math.random() * 10)}`;
}

export function notice(page: Page) {
  return page.getByTestId('notice');
}

export async function closeNotice(page: Page): Promise<void> {
  await notice(page).getByRole('button').click();
  await expect(notice(page)).toHaveCount(0);
}

/** Fills the login form of the page, or of a dialog when `scope` is one. */
export async function fillLogin(
  scope: { getByTestId(id: string): Locator },
  username: string,
  password: string,
  options: { remember?: boolean } = {},
): Promise<void> {
  const form = scope.getByTestId('login-form');
  await form.getByLabel(/username/i).fill(username);
  await form.getByLabel(/^password$/i).fill(password);
  if (options.remember !== undefined) await form.getByTestId('remember-me').setChecked(options.remember);
}

/** Counts requests whose path starts with `path` (but not with `except`) from now on. */
export function countRequests(page: Page, path: string, options: { except?: string } = {}): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (pathname.startsWith(path) && !(options.except && pathname.startsWith(options.except))) seen.count += 1;
  });
  return seen;
}

/** The latest code the reference backend "sent" to this number (test mode outbox). */
export async function latestSmsCode(request: APIRequestContext, mobileKey: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`${BASE_URL}/__emulators/sms/outbox?mobile=${mobileKey}`);
      const body = (await response.json()) as { value: { code: string | null }[] };
      code = body.value[0]?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

/** The code the Firebase Auth emulator "sent" to this E.164 number. */
export async function firebaseCode(request: APIRequestContext, projectId: string, phoneNumber: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`${BASE_URL}/emulator/v1/projects/${projectId}/verificationCodes`);
      const body = (await response.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
      code = body.verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

export function headerUser(page: Page) {
  return page.getByTestId('header-user');
}

/**
 * The install-to-home-screen sheet (mf-pwa, SPEC 4) slides up after a second on phones that
 * cannot install (iPhone) and covers the forms; these scenarios are not about it. Its own
 * "declined this session" flag keeps it away, in every tab of the context.
 */
export async function quietInstallPrompt(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('a2hs_declined', '1');
    } catch {
      // storage disabled: the sheet may show, the scenario will say so
    }
  });
}

/**
 * A signed-out visitor who opened a sign-in link (`?token=`) from outside the site: the page names
 * the link's account and the visitor, recognising their own, continues as it (issue 24).
 */
export async function continueAsLinkAccount(page: Page, userName: string | RegExp): Promise<void> {
  const confirm = page.getByTestId('confirm');
  await expect(confirm).toContainText(userName);
  await confirm.getByRole('button', { name: /continue as/i }).click();
  await expect(confirm).toHaveCount(0);
}

/**
 * Ticks the register form's required box (issue 27): the minimum age and the merchant's terms.
 * Every registration through a form does this before its submit, as a player must.
 */
export async function acceptTerms(scope: Page | Locator): Promise<void> {
  await scope.getByTestId('register-consent').check();
}

/** Opens `base`'s login on its SMS tab and asks a code for `mobile`; returns the form, for the code. */
export async function askSmsLoginCode(page: Page, base: string, mobile: string): Promise<Locator> {
  await page.goto(`${base}/m/login`);
  // The server drew the tabs: a tap counts once the browser has taken them over.
  await shellReady(page);
  await page.getByTestId('tab-sms').click();
  const form = page.getByTestId('sms-login-form');
  await form.getByLabel(/mobile number/i).fill(mobile);
  await page.getByTestId('sms-send').click();
  return form;
}
