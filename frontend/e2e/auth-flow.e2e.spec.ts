import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import {
  bodyBackground,
  closeMenu,
  expectCodeBoxes,
  openAccountMenu,
  pasteInto,
  waitForPath,
  waitForToast,
} from './support/page-helpers.js';
import { readUntil } from './support/poll.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';

// The theme's page backgrounds (frontend/src/app/theme/create-app-theme.ts).
const LIGHT_BACKGROUND = 'rgb(244, 245, 250)';
const DARK_BACKGROUND = 'rgb(11, 14, 23)';

const shopper = { username: 'pixel_pilot', email: 'pixel.pilot@example.test', password: 'correct-horse-battery' };

describe('signing up, signing in with a code from the mail, the theme, signing out', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url);
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'light', viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  after(async () => closeAll(context, browser, api, smtp));

  const login = async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  };

  it('registers: passwords must match, then the verification mail is sent', async () => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Username' }).fill(shopper.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(shopper.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(shopper.password);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(`${shopper.password}!`);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Verification email sent! Please check your inbox.' }).waitFor();
    await waitForToast(page, 'success', 'Verification email sent! Please check your inbox.');
  });

  it('opens the link from the mail: verified, then on to /login after the countdown', async () => {
    const mail = await smtp.nextFor(shopper.email, /verify/i, 15_000);
    const link = mail.text.match(/https?:\/\/\S+\/auth\/verify-email\/[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, `a verification link in: ${mail.text}`);
    assert.ok(link.startsWith(api.baseUrl), 'the link points at this app');

    await page.goto(link);
    await page.getByText('Email verified successfully!').waitFor();
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Go to Login' }).waitFor();
    await main.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await page.getByText(/Redirecting to login in \d seconds?\.\.\./).waitFor();
    await waitForPath(page, '/login', 8_000);
  });

  it('signs in and lands on the home page, signed in', async () => {
    await login();
    await waitForToast(page, 'success', 'Login Successful');
    await waitForPath(page, '/');
    const entries = await openAccountMenu(page);
    assert.deepEqual(entries, ['Cart', 'Inventory', 'Wishlist', 'Customer Support', 'Account settings', 'Sign out']);
    const menu = page.getByRole('menu');
    assert.match(await menu.innerText(), new RegExp(`\\$0\\.00[\\s\\S]*${shopper.username}[\\s\\S]*${shopper.email.replace(/\./g, '\\.')}`));
    await closeMenu(page);
  });

  it('keeps a signed-in user away from /login', async () => {
    await page.goto('/login');
    await waitForPath(page, '/');
  });

  it('turns two-factor sign-in on in the account settings', async () => {
    await page.goto('/account-settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'Security' }).click();
    const toggle = page.getByRole('switch', { name: 'Two-Factor Authentication' });
    assert.equal(await toggle.isChecked(), false);
    await toggle.click();
    await waitForToast(page, 'success', 'Two-factor authentication enabled successfully');
    await page.waitForFunction(() => (document.querySelector('input[aria-label="Two-Factor Authentication"]') as HTMLInputElement | null)?.checked === true);
  });

  it('signs out, signs in again and is asked for the code sent by mail', async () => {
    const token = await page.evaluate(() => localStorage.getItem('keyledger.token'));
    assert.ok(token, 'signed in');
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/');
    await page.waitForFunction(() => localStorage.getItem('keyledger.token') === null);
    // The server ended that session too: a copy of the token is worth nothing now.
    const reused = await fetch(`${api.baseUrl}/api/v1/auth/token-verify`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    assert.equal(reused.status, 401);

    await login();
    await waitForToast(page, 'info', 'Complete 2FA to Login');
    await waitForPath(page, '/two-factor-auth');
    assert.equal(await page.getByTestId('masked-email').innerText(), 'pi***@example.test');
    assert.match(await page.getByTestId('code-countdown').innerText(), /^Code expires in: 0[45]:\d\d$/);
    assert.equal(await page.getByRole('button', { name: 'Resend code' }).isDisabled(), true, 'resend waits 30 s');
    await page.getByRole('link', { name: 'Cancel and return to login' }).waitFor();

    const mail = await smtp.nextFor(shopper.email, /sign-in code/, 15_000);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    assert.ok(code, `a code in: ${mail.text}`);
    assert.equal(mail.subject.includes(code), false, 'the subject (shown on lock screens) does not hold the code');

    // A paste of anything but digits is ignored; a paste of six digits fills the boxes.
    await pasteInto(page, 'Digit 1', '12ab56');
    await expectCodeBoxes(page, '');
    await pasteInto(page, 'Digit 1', '314159');
    await expectCodeBoxes(page, '314159');
    await page.getByRole('textbox', { name: 'Digit 6', exact: true }).click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await expectCodeBoxes(page, '');
    // Too short: the spec's message.
    await page.getByRole('textbox', { name: 'Digit 1', exact: true }).click();
    await page.keyboard.type('123');
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'error', 'Please enter the 6-digit verification code from your email');

    // A wrong code: the server's message, as an error.
    // Typed over the boxes that still hold 1, 2, 3: retyping a box's own digit must still move on.
    const wrong = code === '123000' ? '123001' : '123000';
    await page.getByRole('textbox', { name: 'Digit 1', exact: true }).click();
    await page.keyboard.type(wrong);
    await expectCodeBoxes(page, wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'error', 'Invalid verification code');
    await expectCodeBoxes(page, ''); // cleared for another try

    // The right code, pasted into the first box.
    await pasteInto(page, 'Digit 1', code);
    await expectCodeBoxes(page, code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'success', 'Two-factor authentication successful');
    await waitForPath(page, '/');
    const entries = await openAccountMenu(page);
    assert.ok(entries.includes('Sign out'), 'signed in');
    await closeMenu(page);
  });

  it('follows the OS theme until the user picks one, and keeps the choice over a reload', async () => {
    await page.evaluate(() => localStorage.removeItem('keyledger.theme'));
    await page.reload();
    await page.getByRole('switch', { name: 'Dark Mode' }).waitFor();
    assert.equal(await bodyBackground(page), LIGHT_BACKGROUND);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, LIGHT_BACKGROUND);

    await page.getByRole('switch', { name: 'Dark Mode' }).click();
    await page.waitForFunction((bg) => getComputedStyle(document.body).backgroundColor === bg, DARK_BACKGROUND);
    assert.equal(await page.evaluate(() => localStorage.getItem('keyledger.theme')), 'dark');

    // Chosen: the OS no longer decides.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await bodyBackground(page), DARK_BACKGROUND);

    await page.reload();
    await page.getByRole('switch', { name: 'Dark Mode' }).waitFor();
    assert.equal(await bodyBackground(page), DARK_BACKGROUND);
    assert.equal(await page.getByRole('switch', { name: 'Dark Mode' }).isChecked(), true);
  });

  it('signs out from the menu and then shows the signed-out menu', async () => {
    await openAccountMenu(page);
    // Sign-out ends with a full load of the home page (location.replace): wait for that load, not
    // for the path, which is '/' before the click too (a wait begun in the old page would hang).
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Sign out' }).click()]);
    await waitForPath(page, '/');
    assert.equal(await readUntil(() => page.evaluate(() => localStorage.getItem('keyledger.token')), null), null, 'the token is gone');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const entries = await openAccountMenu(page);
    assert.deepEqual(entries, ['Cart', 'Login']);
    await closeMenu(page);
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await waitForPath(page, '/');
  });
});
