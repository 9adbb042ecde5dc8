import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CatalogueEntry } from '../event-catalogue.js';
import { contractProblems, extendSchemas, observedSchemas, renderEventsDoc } from './event-schemas.js';
import { mergeShapes, renderShape, shapeOf } from './event-shape.js';

const catalogue: CatalogueEntry[] = [{ type: 'OrderPlaced', stream: 'order-{orderId}', version: 2, meaning: 'An order was placed' }];
const order = (extra: Record<string, unknown> = {}) => ({ orderId: 'o-1', totalCents: 1299, promoCode: null, lines: [{ gameId: 1, quantity: 1 }], ...extra });

describe('event shapes', () => {
  it('merges what several events show: nullable and optional fields, array items', () => {
    const merged = mergeShapes(shapeOf(order()), shapeOf(order({ promoCode: 'SAVE10', lines: [], note: 'x' })));
    assert.equal(
      renderShape(merged),
      '{\n  lines: {\n    gameId: number;\n    quantity: number;\n  }[];\n  note?: string;\n  orderId: string;\n  promoCode: null | string;\n  totalCents: number;\n}',
    );
    // Canonical: the order in which events are seen does not matter.
    assert.deepEqual(merged, mergeShapes(shapeOf(order({ promoCode: 'SAVE10', lines: [], note: 'x' })), shapeOf(order())));
  });

  it('reports a type whose shape changed without a new version, and a new version not yet documented', () => {
    const documented = observedSchemas([{ type: 'OrderPlaced', schemaVersion: 2, data: order() }]);
    assert.deepEqual(contractProblems(documented, documented, catalogue), []);
    const renamed = observedSchemas([{ type: 'OrderPlaced', schemaVersion: 2, data: { ...order(), totalCents: undefined, total: 1299 } }]);
    const [problem] = contractProblems(documented, renamed, catalogue);
    assert.match(problem!, /OrderPlaced v2 changed shape without a new schema version/);
    const v3 = observedSchemas([{ type: 'OrderPlaced', schemaVersion: 3, data: order({ currency: 'USD' }) }]);
    assert.ok(contractProblems(documented, v3, catalogue).some((p) => /OrderPlaced v3 is not in docs\/event-schemas.json/.test(p)));
  });

  it('adds new versions to the contract and never rewrites a documented one', () => {
    const v1 = observedSchemas([{ type: 'OrderPlaced', schemaVersion: 1, data: order() }]);
    const both = extendSchemas(v1, observedSchemas([{ type: 'OrderPlaced', schemaVersion: 2, data: order({ currency: 'USD' }) }]));
    assert.deepEqual(Object.keys(both.OrderPlaced!), ['1', '2']);
    assert.throws(() => extendSchemas(both, observedSchemas([{ type: 'OrderPlaced', schemaVersion: 1, data: { orderId: 'o' } }])), /new schema version/);
    const doc = renderEventsDoc(catalogue, both);
    assert.match(doc, /### OrderPlaced \(v2\)/);
    assert.match(doc, /Version 1 \(still in older logs; read as v2 through the upcasters\)/);
  });

  it('lets the contract be wider than the events seen, and still reports a field missing or new', () => {
    const documented = observedSchemas([{ type: 'OrderPlaced', schemaVersion: 2, data: order({ promoCode: 'SAVE10' }) }, { type: 'OrderPlaced', schemaVersion: 2, data: order() }]);
    // Every event of the walk had no promo: `null | string` still fits.
    assert.deepEqual(contractProblems(documented, observedSchemas([{ type: 'OrderPlaced', schemaVersion: 2, data: order() }]), catalogue), []);
    const { totalCents: _dropped, ...withoutTotal } = order();
    const [missing] = contractProblems(documented, observedSchemas([{ type: 'OrderPlaced', schemaVersion: 2, data: withoutTotal }]), catalogue);
    assert.match(missing!, /data\.totalCents is in the contract but not in the events/);
    const [retyped] = contractProblems(documented, observedSchemas([{ type: 'OrderPlaced', schemaVersion: 2, data: order({ totalCents: '12.99' }) }]), catalogue);
    assert.match(retyped!, /data\.totalCents is string where the contract says number/);
  });
});
