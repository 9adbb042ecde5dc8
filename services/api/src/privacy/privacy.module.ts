import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { OrderingModule } from '../ordering/ordering.module.js';
import { SupportModule } from '../support/support.module.js';
import { WishlistModule } from '../wishlist/wishlist.module.js';
import { AccountDataExport } from './account-data-export.js';
import { AccountDataController } from './http/account-data.controller.js';
import { RetentionSweep } from './retention/retention-sweep.js';
import { AccountEraser } from './erasure/account-eraser.js';
import { EraseAccountHandler } from './erasure/erase-account.handler.js';
import { ErasureController } from './http/erasure.controller.js';

/** Personal data: what the store holds about an account, for its holder to take, and kept no longer than needed and erased for good on request (issue 36: crypto-shredding, privacy/personal-data). */
@Module({
  imports: [IdentityModule, OrderingModule, AuditModule, SupportModule, WishlistModule],
  controllers: [AccountDataController, ErasureController],
  providers: [AccountDataExport, RetentionSweep, EraseAccountHandler, AccountEraser],
  exports: [AccountEraser],
})
export class PrivacyModule {}
