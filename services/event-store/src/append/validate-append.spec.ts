import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InvalidAppendError } from '../errors.js';
import { prepareAppend } from './validate-append.js';

describe('prepareAppend: metadata', () => {
  it("applies the defaults under the event's own metadata, and an undefined field of the event unsets a default", () => {
    const prepared = prepareAppend(
      [{ streamId: 'order-1', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: {}, metadata: { command: undefined, reason: 'Because' } }, { type: 'KeysDelivered', data: {} }] }],
      { correlationId: 'req-1', causationId: 'req-1', command: 'createOrder', actor: { id: 'u1', role: 'customer' } },
    );
    const [placed, delivered] = prepared.events.map((event) => event.metadata as unknown as Record<string, unknown>);
    assert.deepEqual([placed!.command, placed!.reason, placed!.correlationId, placed!.actor], [undefined, 'Because', 'req-1', { id: 'u1', role: 'customer' }]);
    assert.equal('command' in placed!, false, 'unset, not stored as null');
    assert.equal(delivered!.command, 'createOrder');
    assert.doesNotMatch(prepared.events[0]!.json, /"command"/);
  });

  it('still refuses undefined inside the data', () => {
    assert.throws(() => prepareAppend([{ streamId: 'order-1', expectedVersion: 'no_stream', events: [{ type: 'OrderPlaced', data: { total: undefined } }] }]), InvalidAppendError);
  });
});
