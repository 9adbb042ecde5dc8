import { z } from 'zod';
import { dollars, isoTime, uuid } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';
import { WalletStatementEntrySchema } from '../../audit/http/audit.contract.js';
import { UserSchema } from '../../identity/http/auth.contract.js';
import { InventoryOrder } from '../../ordering/http/inventory.contract.js';
import { TicketSchema } from '../../support/http/ticket.contract.js';

export const exportAccountData = defineRoute({
  method: 'GET',
  path: 'users/{id}/export',
  operationId: 'exportAccountData',
  summary: 'Everything the store holds about an account, as a JSON file (GDPR art. 20): yours, or any for staff management',
  description:
    'The profile, the orders with their keys (ids and masks; a key’s text stays behind its reveal in the inventory), the wallet statement, the wishlist and the tickets with their replies. Sent as an attachment (Content-Disposition).',
  tag: 'users',
  access: 'signed-in',
  params: z.object({ id: uuid('Invalid user id') }),
  success: {
    status: 200,
    description: 'The account’s data',
    body: z.object({
      exportedAt: isoTime(),
      profile: UserSchema,
      orders: z.array(InventoryOrder),
      wallet: z.object({ balance: dollars(), entries: z.array(WalletStatementEntrySchema) }),
      wishlist: z.array(z.object({ gameId: z.int(), title: z.string() })),
      tickets: z.array(TicketSchema),
    }),
  },
  errors: { 403: 'Another user’s record (customers reach only their own)', 404: 'User not found' },
});
