import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { closeAll } from './support/close-all.js';
import { cents, percentOf, usd } from './support/money.js';
import { apiLogin, createPromo, inventoryOf, walletBalance, type ApiSession } from './support/ordering-api.js';
import { closeMenu, openAccountMenu, waitForPath, waitForToast } from './support/page-helpers.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { startApi, type RunningApi } from './support/start-api.js';
import { getJson, type ListedGame } from './support/store-data.js';
import { expectText, signIn } from './support/storefront-page.js';

const demoShopper = { email: 'shopper@keyledger.local', password: 'shopper-demo-2026' };
const admin = { email: 'admin@keyledger.local', password: 'checkout-admin-2026' };
const PROMO = { code: 'CHECKOUT15', percent: 15 };
const INVALID_PROMO = 'NOSUCHCODE';

// The spec's figures, written out here so the test does not read them from the app.
const STARTING_BALANCE_CENTS = 500_00;
const TAX_PERCENT = 8;
const REQUIRED_MESSAGES = ['First Name is required', 'Last Name is required', 'Email is required', 'Address is required', 'City is required', 'ZIP Code is required'];
const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', notATestCard: '4111 1111 1111 1111' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;


interface Line {
  game: ListedGame;
  quantity: number;
}

/** Subtotal, 8% tax, the promo's percentage of the subtotal, and the total, in dollars. */
function expectedOrder(lines: Line[], promoPercent: number) {
  const subtotal = lines.reduce((sum, line) => sum + cents(line.game.discountedPrice) * line.quantity, 0);
  const tax = percentOf(subtotal, TAX_PERCENT);
  const discount = percentOf(subtotal, promoPercent);
  return { subtotal: subtotal / 100, tax: tax / 100, discount: discount / 100, total: (subtotal + tax - discount) / 100 };
}

/** An expiry two years ahead, as MM/YY. */
const futureExpiry = (): string => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

describe('checkout: a promo in the cart, wallet and card payments, the keys, the inventory at once', () => {
  let smtp: SmtpCapture;
  let api: RunningApi;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let shopper: ApiSession;
  let discounted: ListedGame;
  let fullPrice: ListedGame;
  let third: ListedGame;
  let walletLines: Line[];
  let walletTotal: number;
  let revealedKey: string;
  /** The log position the wallet purchase wrote. */
  let placedPosition = 0;

  before(async () => {
    const mail = await startSmtpCapture();
    smtp = mail.smtp;
    api = await startApi(mail.url, { seedDemo: true, adminPassword: admin.password });
    const adminSession = await apiLogin(api.baseUrl, admin.email, admin.password);
    const expiryDate = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await createPromo(api.baseUrl, adminSession, { code: PROMO.code, discountType: 'percentage', discountValue: PROMO.percent, expiryDate });
    shopper = await apiLogin(api.baseUrl, demoShopper.email, demoShopper.password);

    const { games } = await getJson<{ games: ListedGame[] }>(api.baseUrl, '/api/v1/store/games/get-all?limit=100');
    const inStock = games.filter((game) => game.copies >= 3 && game.discountedPrice < 50);
    const pick = (which: string, found: ListedGame | undefined): ListedGame => {
      if (!found) throw new Error(`The demo catalogue has no ${which} game in stock under $50`);
      return found;
    };
    discounted = pick('discounted', inStock.find((game) => game.discount > 0));
    fullPrice = pick('full-price', inStock.find((game) => game.discount === 0));
    third = pick('third', inStock.find((game) => game.id !== discounted.id && game.id !== fullPrice.id));
    walletLines = [
      { game: discounted, quantity: 2 },
      { game: fullPrice, quantity: 1 },
    ];
    walletTotal = expectedOrder(walletLines, PROMO.percent).total;

    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: api.baseUrl, colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api.baseUrl });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  after(async () => closeAll(context, browser, api, smtp));

  const addToCart = async (game: ListedGame) => {
    await page.goto(`/games/${game.id}/${game.slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await waitForPath(page, '/cart');
  };

  const completeButton = () => page.getByRole('button', { name: 'Complete Purchase' });
  const field = (label: string) => page.getByRole('textbox', { name: label });

  const fillDetails = async () => {
    await field('First Name').fill('Ada');
    await field('Last Name').fill('Lovelace');
    await field('Email').fill(demoShopper.email);
    await field('Address').fill('1 Analytical Way');
    await field('City').fill('Springfield');
    await field('State').fill('IL');
    await field('ZIP Code').fill('62701');
  };

  const fillCard = async (number: string) => {
    await field('Card number').fill(number);
    await field('Expiry (MM/YY)').fill(futureExpiry());
    await field('CVC').fill('123');
    await field('Name on card').fill('Ada Lovelace');
  };

  /** Opens /inventory the way a shopper does, from the account menu (no reload). */
  const openInventoryFromMenu = async () => {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Inventory' }).click();
    await waitForPath(page, '/inventory');
    await page.getByRole('heading', { name: 'My Inventory' }).waitFor();
  };

  /** The order cards the inventory shows on its first answer (the empty state counts as none). */
  const shownOrders = async (): Promise<Locator> => {
    await page.getByTestId('inventory-order').first().or(page.getByText('Your library is empty')).waitFor();
    return page.getByTestId('inventory-order');
  };

  /** The log position the app remembered for the inventory (read-your-writes). */
  const rememberedPosition = async (): Promise<number> => {
    const stored = await page.evaluate(() => sessionStorage.getItem('keyledger.inventoryPosition'));
    const position = stored ? (JSON.parse(stored) as { position: number }).position : NaN;
    assert.ok(Number.isSafeInteger(position) && position > 0, `remembered position: ${stored}`);
    return position;
  };

  const headerWallet = async (): Promise<string> => {
    await openAccountMenu(page);
    const text = (await page.getByTestId('wallet-amount').innerText()).trim();
    await closeMenu(page);
    return text;
  };

  it('signed out, /inventory asks to log in and /checkout sends to /login', async () => {
    await page.goto('/inventory');
    await page.getByRole('heading', { name: 'Authentication Required' }).waitFor();
    await page.getByText('Please log in to view your inventory.').waitFor();
    assert.equal(await page.getByTestId('inventory-order').count(), 0);

    await page.goto('/checkout');
    await waitForPath(page, '/login');
  });

  it('signed in: an empty library, and /checkout with an empty cart goes back to /cart', async () => {
    await signIn(page, demoShopper.email, demoShopper.password);
    await page.goto('/inventory');
    assert.equal(await (await shownOrders()).count(), 0);
    await page.getByText('Your library is empty').waitFor();
    assert.deepEqual(await inventoryOf(api.baseUrl, shopper), []);

    await page.goto('/checkout');
    await waitForPath(page, '/cart');
    await page.getByText('Your cart is empty').waitFor();
  });

  it('applies a promo code in the cart: an unknown code is refused, a good one shows its discount', async () => {
    await addToCart(discounted);
    await addToCart(fullPrice);
    await page.getByRole('spinbutton', { name: `Quantity of ${discounted.name}` }).fill('2');
    const expected = expectedOrder(walletLines, PROMO.percent);
    await expectText(page.getByTestId('cart-subtotal'), usd(expected.subtotal));

    await page.getByRole('textbox', { name: 'Promo code' }).fill(INVALID_PROMO);
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitForToast(page, 'error', 'Invalid promo code');
    assert.equal(await page.getByTestId('cart-discount').count(), 0, 'a refused code shows no Promo Discount');

    await page.getByRole('textbox', { name: 'Promo code' }).fill(PROMO.code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitForToast(page, 'success', `Promo Code "${PROMO.code}" Applied Successfully. Discount: ${usd(expected.discount)}.`);
    await expectText(page.getByTestId('cart-discount'), `-${usd(expected.discount)}`);
    await expectText(page.getByTestId('cart-tax'), usd(expected.tax));
    await expectText(page.getByTestId('cart-total'), usd(expected.total));
  });

  it('checkout waits for the card form, prefills the e-mail and names every missing field', async () => {
    // Hold the card form's chunk, to see the page before the form is ready.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const cardFormChunk = '**/assets/SandboxCardForm-*.js';
    await page.route(cardFormChunk, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Checkout' }).click();
    await waitForPath(page, '/checkout');
    await page.getByText('Loading payment form...').waitFor();
    assert.equal(await page.getByRole('radio', { name: 'Credit / Debit Card' }).isChecked(), true);
    assert.equal(await completeButton().isDisabled(), true, 'Complete Purchase waits for the card form');
    release();
    await field('Card number').waitFor();
    await page.unroute(cardFormChunk);
    await completeButton().and(page.locator(':enabled')).waitFor();
    assert.equal(await page.getByText('Loading payment form...').count(), 0);

    assert.equal(await page.getByRole('link', { name: 'Back to Cart' }).getAttribute('href'), '/cart');
    assert.equal(await field('Email').inputValue(), demoShopper.email);

    for (const label of ['First Name', 'Last Name', 'Email', 'Address', 'City', 'State', 'ZIP Code']) await field(label).fill('');
    await completeButton().click();
    for (const message of REQUIRED_MESSAGES) await page.getByText(message, { exact: true }).waitFor();
    assert.equal(await page.getByText(/^State.* is required$/).count(), 0, 'State is optional');
    // A field's message goes once it is typed in.
    await field('City').fill('Springfield');
    assert.equal(await page.getByText('City is required', { exact: true }).count(), 0);
    assert.equal(await page.getByText('ZIP Code is required', { exact: true }).count(), 1);
    assert.deepEqual(await inventoryOf(api.baseUrl, shopper), [], 'nothing was bought');
  });

  it('pays by wallet: the summary, the wallet figures, then the keys and the new balance', async () => {
    const expected = expectedOrder(walletLines, PROMO.percent);
    await fillDetails();
    await page.getByRole('radio', { name: `Wallet (${usd(STARTING_BALANCE_CENTS / 100)})` }).check();
    await expectText(page.getByTestId('wallet-current'), usd(STARTING_BALANCE_CENTS / 100));
    await expectText(page.getByTestId('wallet-deduct'), `-${usd(expected.total)}`);
    await expectText(page.getByTestId('wallet-remaining'), usd((STARTING_BALANCE_CENTS - cents(expected.total)) / 100));
    assert.equal(await page.getByTestId('wallet-insufficient').count(), 0);
    assert.equal(await field('Card number').count(), 0, 'the card form goes with the card');

    const lines = page.getByTestId('checkout-line');
    assert.equal(await lines.count(), 2);
    for (const { game, quantity } of walletLines) {
      const line = lines.filter({ has: page.getByTestId('checkout-line-name').getByText(game.name, { exact: true }) });
      await expectText(line.getByTestId('checkout-line-quantity'), `× ${quantity}`);
      await expectText(line.getByTestId('checkout-line-price'), usd((cents(game.discountedPrice) * quantity) / 100));
    }
    await expectText(page.getByTestId('checkout-subtotal'), usd(expected.subtotal));
    await expectText(page.getByTestId('checkout-tax'), usd(expected.tax));
    await expectText(page.getByTestId('checkout-promo-code'), PROMO.code);
    await expectText(page.getByTestId('checkout-discount'), `-${usd(expected.discount)}`);
    await expectText(page.getByTestId('checkout-total'), usd(expected.total));
    await page.getByText('Secure checkout').waitFor();

    // The first answer is lost on the way back (the server placed the order): the same attempt is
    // sent again with the same Idempotency-Key, and the server answers that order again.
    const orderCalls = '**/api/v1/order/create-order';
    const keys: string[] = [];
    await page.route(orderCalls, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      const placed = await route.fetch();
      placedPosition = ((await placed.json()) as { position: number }).position;
      await route.abort('connectionreset');
    });
    await completeButton().click();
    await waitForToast(page, 'error', 'An error occurred during checkout. Please try again.');
    assert.equal(await page.getByRole('heading', { name: 'Order Complete!' }).count(), 0);
    await completeButton().click();
    await page.getByRole('heading', { name: 'Order Complete!' }).waitFor();
    await page.unroute(orderCalls);
    assert.equal(keys.length, 2);
    assert.match(keys[0] ?? '', UUID);
    assert.equal(keys[1], keys[0], 'a retried attempt keeps its key');

    await page.getByText('Thank you for your purchase!').waitFor();
    await page.getByText(new RegExp(`confirmation e-mail .*${demoShopper.email.replace(/[.]/g, '\\.')}`)).waitFor();
    const newBalance = (STARTING_BALANCE_CENTS - cents(expected.total)) / 100;
    await expectText(page.getByTestId('order-complete-wallet'), `Paid from your wallet. Your new balance is ${usd(newBalance)}.`);

    for (const { game, quantity } of walletLines) {
      const section = page.getByRole('region', { name: game.name, exact: true });
      assert.equal(await section.getByTestId('game-key').count(), quantity, `${game.name}: one key per copy`);
      assert.equal(await section.getByTestId('game-key-text').count(), 0, 'keys stay masked until clicked');
      for (let n = 1; n <= quantity; n += 1) await section.getByRole('button', { name: `Reveal key ${n} of ${game.name}` }).waitFor();
    }

    // Reveal the first key of the discounted game: its text ends as its masked form does.
    const section = page.getByRole('region', { name: discounted.name, exact: true });
    const revealButton = section.getByRole('button', { name: `Reveal key 1 of ${discounted.name}` });
    const masked = (await revealButton.innerText()).trim();
    await revealButton.click();
    const keyText = section.getByTestId('game-key-text');
    await keyText.waitFor();
    revealedKey = (await keyText.innerText()).trim();
    assert.notEqual(revealedKey, masked);
    assert.equal(revealedKey.slice(-4), masked.slice(-4), `${revealedKey} is the key behind ${masked}`);
    await section.getByRole('button', { name: `Copy key 1 of ${discounted.name}` }).click();
    await waitForToast(page, 'success', 'Key copied to clipboard!');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), revealedKey);

    // The wallet fell by exactly the order's total: on the server and in the header.
    assert.equal(cents(await walletBalance(api.baseUrl, shopper)), STARTING_BALANCE_CENTS - cents(expected.total));
    assert.equal(await headerWallet(), usd(newBalance));
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href'), '/');
  });

  it('finds the order in /inventory at once: the games, the copies, the keys, the revealed key', async () => {
    // The inventory is asked for the purchase's log position, so the server answers once its read model shows it.
    const inventoryRequest = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/v1/inventory/${shopper.userId}`);
    await openInventoryFromMenu();
    assert.ok(placedPosition > 0);
    // (The key revealed since wrote a later position, which the inventory waits for instead.)
    const asked = Number(new URL((await inventoryRequest).url()).searchParams.get('position'));
    assert.ok(Number.isSafeInteger(asked) && asked >= placedPosition, `the inventory waits for position ${asked}, the purchase wrote ${placedPosition}`);
    const orders = await shownOrders();
    assert.equal(await orders.count(), 1, 'the new order is there on the first answer');
    const [order] = await inventoryOf(api.baseUrl, shopper, await rememberedPosition());
    assert.ok(order, 'the server lists the order');

    await expectText(page.getByTestId('inventory-games-badge'), '2 Games');
    const card = orders.first();
    await expectText(card.getByTestId('inventory-order-id'), `Order #${order.transactionId.slice(-6).toUpperCase()}`);
    await expectText(card.getByTestId('inventory-order-total'), usd(walletTotal));
    assert.equal(order.totalAmount, walletTotal);
    assert.equal(await card.getByTestId('inventory-game').count(), 2);
    for (const { game, quantity } of walletLines) {
      const tile = card.getByTestId('inventory-game').filter({ has: page.getByRole('button', { name: `Open ${game.name}`, exact: true }) });
      await expectText(tile.getByTestId('inventory-game-price'), usd(game.discountedPrice));
      await expectText(tile.getByTestId('inventory-game-copies'), quantity === 1 ? '1 copy' : `${quantity} copies`);
      await expectText(tile.getByTestId('inventory-game-keys'), quantity === 1 ? '1 key' : `${quantity} keys`);
    }

    await card.getByRole('button', { name: `Open ${discounted.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: discounted.name });
    await dialog.waitFor();
    await expectText(dialog.getByTestId('inventory-detail-order-id'), order.transactionId.slice(-6).toUpperCase());
    await expectText(dialog.getByTestId('inventory-detail-total'), usd(walletTotal));
    await expectText(dialog.getByTestId('inventory-detail-price'), usd(discounted.discountedPrice));
    await expectText(dialog.getByTestId('inventory-detail-copies'), '2');
    assert.equal(await dialog.getByTestId('game-key').count(), 2);
    // The key revealed on the success screen shows its text here; the other is still masked.
    await expectText(dialog.getByTestId('game-key-text'), revealedKey);
    await dialog.getByRole('button', { name: `Reveal key 2 of ${discounted.name}` }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A reload right after the purchase shows it too.
    await page.reload();
    assert.equal(await (await shownOrders()).count(), 1);
  });

  it('pays by the sandbox test card: keys, no wallet note, the wallet untouched', async () => {
    const balanceBefore = cents(await walletBalance(api.baseUrl, shopper));
    await addToCart(third);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await waitForPath(page, '/checkout');
    await fillDetails();
    await fillCard(CARDS.success);
    const expected = expectedOrder([{ game: third, quantity: 1 }], 0);
    await expectText(page.getByTestId('checkout-total'), usd(expected.total));
    assert.equal(await page.getByTestId('checkout-promo-code').count(), 0, 'the promo went with the bought cart');

    // Hold the payment, to see the busy state.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/payments/process', async (route) => {
      await held;
      await route.continue();
    });
    await completeButton().click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await processing.waitFor();
    assert.equal(await processing.isDisabled(), true);
    release();
    await page.getByRole('heading', { name: 'Order Complete!' }).waitFor();
    await page.unroute('**/api/v1/payments/process');

    const section = page.getByRole('region', { name: third.name, exact: true });
    assert.equal(await section.getByTestId('game-key').count(), 1);
    assert.equal(await page.getByTestId('order-complete-wallet').count(), 0, 'no wallet note for a card payment');
    assert.equal(cents(await walletBalance(api.baseUrl, shopper)), balanceBefore, 'the wallet is not charged');

    await openInventoryFromMenu();
    const orders = await shownOrders();
    assert.equal(await orders.count(), 2);
    await expectText(orders.first().getByTestId('inventory-order-total'), usd(expected.total));
    await orders.first().getByRole('button', { name: `Open ${third.name}`, exact: true }).waitFor();
  });

  it('a declined card shows the gateway message and buys nothing; the next card is a new attempt', async () => {
    const balanceBefore = cents(await walletBalance(api.baseUrl, shopper));
    const ordersBefore = (await inventoryOf(api.baseUrl, shopper, await rememberedPosition())).length;
    assert.equal(ordersBefore, 2);

    await addToCart(fullPrice);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await waitForPath(page, '/checkout');
    await fillDetails();

    // A number that is no sandbox test card is refused by the card form's tokenization.
    await fillCard(CARDS.notATestCard);
    await completeButton().click();
    await waitForToast(page, 'error', 'This card number is not a sandbox test card');

    const paymentCalls = '**/api/v1/payments/process';
    const keys: string[] = [];
    await page.route(paymentCalls, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.continue();
    });
    await fillCard(CARDS.declined);
    await completeButton().click();
    await waitForToast(page, 'error', 'Your card was declined.');
    await expectText(page.getByTestId('checkout-error'), 'Your card was declined.');
    assert.equal(await page.getByRole('heading', { name: 'Order Complete!' }).count(), 0);
    assert.equal(new URL(page.url()).pathname, '/checkout');
    await completeButton().and(page.locator(':enabled')).waitFor();

    assert.equal((await inventoryOf(api.baseUrl, shopper)).length, ordersBefore, 'no order was placed');
    assert.equal(cents(await walletBalance(api.baseUrl, shopper)), balanceBefore, 'the wallet is untouched');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await openInventoryFromMenu();
    assert.equal(await (await shownOrders()).count(), ordersBefore);

    // A decline ends its attempt: paying again with a good card is a new attempt, with a new key.
    await page.goBack();
    await waitForPath(page, '/checkout');
    await fillDetails();
    await fillCard(CARDS.success);
    await completeButton().click();
    await page.getByRole('heading', { name: 'Order Complete!' }).waitFor();
    await page.unroute(paymentCalls);
    assert.equal(keys.length, 2, 'the tokenization refusal sent no payment');
    assert.match(keys[1] ?? '', UUID);
    assert.notEqual(keys[1], keys[0]);
    await openInventoryFromMenu();
    assert.equal(await (await shownOrders()).count(), ordersBefore + 1);
  });
});
