import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { KeyCipher, maskKey, normaliseKey } from './key-cipher.js';

describe('game keys at rest', () => {
  const cipher = new KeyCipher(randomBytes(32));

  it('round-trips, with a fresh IV each time, never holding the key in clear', () => {
    const a = cipher.encrypt('key-1', 'ABCDE-FGHIJ-KLMNO');
    const b = cipher.encrypt('key-1', 'ABCDE-FGHIJ-KLMNO');
    assert.notDeepEqual(a, b);
    assert.equal(a.includes(Buffer.from('ABCDE')), false);
    assert.equal(cipher.decrypt('key-1', a), 'ABCDE-FGHIJ-KLMNO');
  });

  it('refuses a tampered ciphertext, another row’s ciphertext and another encryption key', () => {
    const stored = cipher.encrypt('key-1', 'ABCDE-FGHIJ-KLMNO');
    const tampered = Buffer.from(stored);
    tampered[tampered.length - 1]! ^= 1;
    assert.throws(() => cipher.decrypt('key-1', tampered));
    assert.throws(() => cipher.decrypt('key-2', stored), 'bound to its key id');
    assert.throws(() => new KeyCipher(randomBytes(32)).decrypt('key-1', stored));
    assert.throws(() => cipher.decrypt('key-1', Buffer.from([9, 1, 2])), /format/);
  });

  it('fingerprints keys the same whatever the spacing or case, and differently per encryption key', () => {
    assert.deepEqual(cipher.fingerprint(' abcde-12345 '), cipher.fingerprint('ABCDE-12345'));
    assert.notDeepEqual(cipher.fingerprint('ABCDE-12345'), cipher.fingerprint('ABCDE-12346'));
    assert.notDeepEqual(cipher.fingerprint('ABCDE-12345'), new KeyCipher(randomBytes(32)).fingerprint('ABCDE-12345'));
    assert.equal(normaliseKey('  ab-c  '), 'AB-C');
  });

  it('masks all but the last four characters, keeping the dashes', () => {
    assert.equal(maskKey('ABCDE-FGHIJ-KLMNO'), '•••••-•••••-•LMNO');
    assert.equal(maskKey('ABCD$%&/()=?'), '••••••••()=?');
  });

  it('never shows a short key whole: at most half of it', () => {
    assert.equal(maskKey('ABCD'), '••CD');
    assert.equal(maskKey('ABC'), '••C');
    assert.equal(maskKey('A'), '•');
    assert.equal(maskKey('K1-ZZ'), '••-ZZ');
    assert.equal(maskKey('-----'), '•••••');
  });

  it('shows no more than the last 4 characters, and never the whole key, of any key', () => {
    const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 200 });
    fc.assert(
      fc.property(printable, (key) => {
        const mask = maskKey(key);
        assert.equal(mask.length, key.length);
        assert.notEqual(mask, key);
        for (let i = 0; i < key.length; i++) {
          if (i < key.length - 4) assert.ok(mask[i] === '•' || (mask[i] === '-' && key[i] === '-'), `${key} → ${mask}`);
          else assert.ok(mask[i] === '•' || mask[i] === key[i], `${key} → ${mask}`);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('only accepts a 32-byte encryption key', () => {
    assert.throws(() => new KeyCipher(randomBytes(16)), /32 bytes/);
  });
});
