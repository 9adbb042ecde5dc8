import { z } from 'zod';
import { isoTime } from '../../common/contract/common-schemas.js';
import { defineRoute } from '../../common/contract/route-contract.js';

export const listDevMailbox = defineRoute({
  method: 'GET',
  path: 'dev/mailbox',
  operationId: 'listDevMailbox',
  summary: 'Mail kept instead of sent (no SMTP_URL), newest first, at most 100; loopback only',
  tag: 'dev',
  access: 'public',
  success: {
    status: 200,
    description: 'The kept mail',
    body: z.object({
      messages: z.array(z.object({ id: z.string().meta({ description: 'Numeric, as text' }), to: z.string(), subject: z.string(), text: z.string(), sentAt: isoTime() })),
    }),
  },
  errors: { 404: 'Mail is sent over SMTP (SMTP_URL is set), or the caller is not on this machine' },
});
