import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { OrderingModule } from '../ordering/ordering.module.js';
import { SupportModule } from '../support/support.module.js';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { AccountDataExport } from './account-data-export.js';
import { AccountDataController } from './http/account-data.controller.js';
import { RetentionSweep } from './retention/retention-sweep.js';

/** Personal data: what the store holds about an account, for its holder to take, and kept no longer than needed (issue 36; erasure comes next). */
@Module({
  imports: [IdentityModule, OrderingModule, AuditModule, SupportModule, WishlistModule],
  controllers: [AccountDataController],
  providers: [AccountDataExport, RetentionSweep],
})
export class PrivacyModule {}
