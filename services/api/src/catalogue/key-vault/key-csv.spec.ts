import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readKeysCsv } from './key-csv.js';

describe('the keys of a CSV file', () => {
  it('takes the first column of each line: trimmed, quotes removed, blank lines dropped', () => {
    assert.deepEqual(readKeysCsv('AAA-11111,steam\r\n\n "BBB-22222" ,x\n,\rCCC-33333'), { keys: ['AAA-11111', 'BBB-22222', 'CCC-33333'], headerSkipped: false });
    assert.deepEqual(readKeysCsv(''), { keys: [], headerSkipped: false });
  });

  it('skips a first line that names the key column, in any case and spelling of the separator', () => {
    for (const header of ['key', 'Keys', 'CODE', 'serial', 'Activation Key', 'activation_key', 'Game-Key', '"game key"', '  KEY  ']) {
      assert.deepEqual(readKeysCsv(`${header},platform,note\nK1-ZZZZZ,pc,x\n`), { keys: ['K1-ZZZZZ'], headerSkipped: true }, header);
    }
    assert.deepEqual(readKeysCsv('\n\nkey\n'), { keys: [], headerSkipped: true }, 'blank lines before the header');
  });

  it('keeps a first line that is a key, and a column name further down (only the first line can be a header)', () => {
    assert.deepEqual(readKeysCsv('KEY-12345\nkey\n'), { keys: ['KEY-12345', 'key'], headerSkipped: false });
    assert.deepEqual(readKeysCsv('keycode,pc\nAAAAA-1'), { keys: ['keycode', 'AAAAA-1'], headerSkipped: false });
  });
});
