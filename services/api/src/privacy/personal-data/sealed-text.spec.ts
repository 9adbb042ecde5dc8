import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { isSealed, openText, sealedSubject, sealText } from './sealed-text.js';

describe('sealed personal text', () => {
  const key = randomBytes(32);
  const person = randomUUID();

  it('opens with the person’s key to the text sealed, a fresh IV each time', () => {
    const first = sealText(key, person, 'Ada’s key never arrived ✉');
    const second = sealText(key, person, 'Ada’s key never arrived ✉');
    assert.notEqual(first, second);
    assert.ok(isSealed(first) && first.startsWith(`pd1.${person}.`));
    assert.equal(sealedSubject(first), person);
    assert.equal(openText(key, first), 'Ada’s key never arrived ✉');
    assert.ok(!first.includes('Ada'));
  });

  it('refuses another key, another person’s id and an altered ciphertext', () => {
    const sealed = sealText(key, person, 'private');
    assert.throws(() => openText(randomBytes(32), sealed));
    assert.throws(() => openText(key, sealed.replace(person, randomUUID())), 'copied into another person’s event, it does not open');
    const body = sealed.slice(sealed.lastIndexOf('.') + 1);
    const flipped = Buffer.from(body, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    assert.throws(() => openText(key, `${sealed.slice(0, sealed.lastIndexOf('.') + 1)}${flipped.toString('base64url')}`));
  });

  it('tells sealed values from clear text', () => {
    assert.equal(isSealed('Top-up'), false);
    assert.equal(isSealed(42), false);
    assert.equal(sealedSubject('pd1.not-a-person.abc'), null);
  });
});
