/** Event types of one checkout, in order; a transaction of n events takes the first n. */
export const CHECKOUT_EVENT_TYPES = ['OrderPlaced', 'PaymentCaptured', 'KeysDelivered'] as const;

const TITLES = ['Hollow Orbit: Deluxe Edition', 'Pixel Harvest 2', 'Frostline Tactics', 'The Last Lighthouse'];

/** A realistic order payload of about 300 bytes as JSON, varied by `seq` so no two are equal. */
export function orderEventData(seq: number): Record<string, unknown> {
  const price = 999 + (seq % 50) * 100;
  return {
    orderId: `ord_${seq.toString(36).padStart(10, '0')}`,
    customerId: `cus_${(seq % 7919).toString().padStart(6, '0')}`,
    lines: [
      {
        gameId: `game_${seq % 997}`,
        sku: `SKU-${(seq % 99_991).toString().padStart(6, '0')}`,
        title: TITLES[seq % TITLES.length],
        unitPrice: { amount: price, currency: 'EUR' },
        quantity: 1,
      },
    ],
    total: { amount: price, currency: 'EUR' },
    region: 'EU',
    channel: 'web',
    placedAt: new Date(Date.UTC(2025, 0, 1) + seq * 1000).toISOString(),
  };
}
