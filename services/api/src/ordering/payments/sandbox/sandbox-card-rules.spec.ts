import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardBrand, cardDigits, CARD_ERRORS, checkCard, luhnValid, parseExpiry } from './sandbox-card-rules.js';
import { SANDBOX_TEST_CARDS, sandboxCardByLast4 } from './sandbox-test-cards.js';

const NOW = new Date('2026-11-22T10:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

describe('sandbox card rules', () => {
  it('Luhn: accepts the checksum of real card numbers and refuses any single changed digit', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000119', '5555555555554444', '378282246310005']) {
      assert.equal(luhnValid(number), true, number);
    }
    assert.equal(luhnValid('4242424242424241'), false);
    assert.equal(luhnValid('4242424242424252'), false);
    assert.equal(luhnValid('1234567812345678'), false);
    assert.equal(luhnValid('42424242x4242424'), false);
  });

  it('card digits: spaces and dashes as typed, 12 to 19 digits, valid checksum', () => {
    assert.equal(cardDigits('4242 4242 4242 4242'), '4242424242424242');
    assert.equal(cardDigits('4242-4242-4242-4242'), '4242424242424242');
    assert.equal(cardDigits('4242 4242 4242 4241'), null);
    assert.equal(cardDigits('42424242424'), null, 'too short');
    assert.equal(cardDigits('4'.repeat(20)), null, 'too long');
    assert.equal(cardDigits(4242424242424242), null, 'a number, not the typed text');
    assert.equal(cardDigits(undefined), null);
  });

  it('brands by prefix', () => {
    assert.equal(cardBrand('4242424242424242'), 'Visa');
    assert.equal(cardBrand('5555555555554444'), 'Mastercard');
    assert.equal(cardBrand('2221000000000009'), 'Mastercard');
    assert.equal(cardBrand('2220000000000000'), 'Card');
    assert.equal(cardBrand('378282246310005'), 'American Express');
    assert.equal(cardBrand('6011111111111117'), 'Discover');
  });

  it('expiry: MM/YY, good through the end of its month, refused once past or absurdly far', () => {
    assert.deepEqual(parseExpiry('11/26', NOW), { month: 11, year: 2026 }, 'this month still works');
    assert.deepEqual(parseExpiry(' 01 / 27 ', NOW), { month: 1, year: 2027 });
    assert.deepEqual(parseExpiry('10/26', NOW), { error: CARD_ERRORS.expired }, 'last month');
    assert.deepEqual(parseExpiry('12/25', NOW), { error: CARD_ERRORS.expired }, 'last year');
    assert.deepEqual(parseExpiry('11/46', NOW), { month: 11, year: 2046 });
    assert.deepEqual(parseExpiry('01/47', NOW), { error: CARD_ERRORS.expiryInvalid }, 'more than 20 years ahead');
    for (const bad of ['13/27', '00/27', '1/27', '12/2027', '1227', '', null, 1227]) {
      assert.deepEqual(parseExpiry(bad, NOW), { error: CARD_ERRORS.expiryInvalid }, String(bad));
    }
    // The month boundary is UTC: at 23:30 UTC on 31 October, October cards still work.
    assert.deepEqual(parseExpiry('10/26', new Date('2026-10-31T23:30:00Z')), { month: 10, year: 2026 });
  });

  it('a good test card gives brand, last four and expiry, and nothing of the number beyond that', () => {
    const checked = checkCard(good, NOW);
    assert.deepEqual(checked, { ok: true, card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 } });
    assert.equal(JSON.stringify(checked).includes('42424242'), false);
  });

  it('lists every field problem, in form order', () => {
    assert.deepEqual(checkCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', name: ' ' }, NOW), {
      ok: false,
      errors: [
        { field: 'number', message: CARD_ERRORS.numberInvalid },
        { field: 'expiry', message: CARD_ERRORS.expiryInvalid },
        { field: 'cvc', message: CARD_ERRORS.cvcInvalid },
        { field: 'name', message: CARD_ERRORS.nameRequired },
      ],
    });
    assert.deepEqual(checkCard({} as never, NOW), {
      ok: false,
      errors: [
        { field: 'number', message: CARD_ERRORS.numberInvalid },
        { field: 'expiry', message: CARD_ERRORS.expiryInvalid },
        { field: 'cvc', message: CARD_ERRORS.cvcInvalid },
        { field: 'name', message: CARD_ERRORS.nameRequired },
      ],
    });
    assert.deepEqual(checkCard({ ...good, expiry: '10/26' }, NOW), { ok: false, errors: [{ field: 'expiry', message: CARD_ERRORS.expired }] });
    assert.deepEqual(checkCard({ ...good, cvc: '1234' }, NOW), { ok: false, errors: [{ field: 'cvc', message: CARD_ERRORS.cvcInvalid }] }, 'Visa CVCs have 3 digits');
    assert.deepEqual(checkCard({ ...good, cvc: '12a' }, NOW), { ok: false, errors: [{ field: 'cvc', message: CARD_ERRORS.cvcInvalid }] });
    assert.deepEqual(checkCard({ ...good, name: 'x'.repeat(101) }, NOW), { ok: false, errors: [{ field: 'name', message: CARD_ERRORS.nameTooLong }] });
  });

  it('only the sandbox test cards are accepted: a valid real-looking number is refused', () => {
    assert.deepEqual(checkCard({ ...good, number: '5555 5555 5555 4444' }, NOW), { ok: false, errors: [{ field: 'number', message: CARD_ERRORS.notATestCard }] });
    assert.deepEqual(checkCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, NOW), { ok: false, errors: [{ field: 'number', message: CARD_ERRORS.notATestCard }] });
    for (const card of SANDBOX_TEST_CARDS) {
      const checked = checkCard({ ...good, number: card.number }, NOW);
      assert.equal(checked.ok, true, card.number);
    }
  });

  it('test cards are valid numbers that differ in their last four digits, so a token (brand + last 4) names its card', () => {
    for (const card of SANDBOX_TEST_CARDS) {
      assert.equal(luhnValid(card.number), true, card.number);
      assert.equal(sandboxCardByLast4(card.number.slice(-4)), card);
    }
    assert.equal(new Set(SANDBOX_TEST_CARDS.map((card) => card.number.slice(-4))).size, SANDBOX_TEST_CARDS.length);
    assert.equal(sandboxCardByLast4('4444'), undefined);
  });
});
