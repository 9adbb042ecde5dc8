/**
 * The ordering answers of /api/v1 (order/create-order, payments/*, promo/apply, inventory/*).
 * Money is in dollars with two decimals; the server prices every order itself.
 */

export interface OrderLineRequest {
  gameId: number;
  quantity: number;
}

export interface WalletOrderRequest {
  userId: string;
  games: OrderLineRequest[];
  paymentMethod: 'wallet';
  promoCode?: string;
}

export interface DeliveredKey {
  id: string;
  /** All but the last four characters hidden; the text comes from revealKey. */
  masked: string;
}

export interface PlacedOrderAnswer {
  status: 'success';
  message: string;
  data: {
    order: {
      orderId: string;
      transactionId: string;
      createdAt: string;
      subtotal: number;
      tax: number;
      promoCode: string | null;
      promoDiscount: number;
      totalAmount: number;
      games: Array<{ gameId: number; title: string; quantity: number; price: number; gameKeys: DeliveredKey[] }>;
    };
    /** Wallet payments: the balance after the debit. */
    wallet?: { balance: number };
  };
  /** The log position written: pass it to the inventory to read your own write. */
  position: number;
}

export interface ApplyPromoRequest {
  code: string;
  /** Subtotal + tax, in dollars. */
  orderTotal: number;
  subtotal: number;
}

export interface ApplyPromoAnswer {
  status: true;
  promoCode: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  discount: number;
  newTotal: number;
}

export interface PaymentCustomerRequest {
  firstName: string;
  lastName: string;
  email: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US';
  referenceId: string;
}

export interface PaymentCustomerAnswer {
  status: 'success';
  data: { customer: { id: string } };
}

export interface ProcessPaymentRequest {
  sourceId: string;
  customerId: string;
  amount: number;
  currency: 'USD';
  games: OrderLineRequest[];
  userId: string;
  promoCode?: string;
}

export interface TokenizeCardRequest {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  name: string;
}

export interface TokenizeCardAnswer {
  token: string;
}

/** active: the shopper's to use; refunded or replaced: void (a replacement is listed beside it). */
export type InventoryKeyStatus = 'active' | 'refunded' | 'replaced';

export interface InventoryKey {
  id: string;
  masked: string;
  revealed: boolean;
  status: InventoryKeyStatus;
  /** The text once revealed. */
  key: string | null;
}

export interface InventoryOrder {
  orderId: string;
  transactionId: string;
  purchaseDate: string;
  totalAmount: number;
  paymentMethod: 'wallet' | 'card';
  games: Array<{ gameId: number; title: string; cover_url: string | null; price: number; quantity: number; gameKeys: InventoryKey[] }>;
}

export interface InventoryAnswer {
  status: 'success';
  inventory: InventoryOrder[];
}

export interface RevealKeyAnswer {
  status: 'success';
  data: { keyId: string; gameId: number; orderId: string; key: string; firstReveal: boolean; position: number | null };
}
