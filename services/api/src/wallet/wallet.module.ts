import { Module } from '@nestjs/common';
import { AdjustWalletHandler } from './commands/adjust-wallet.handler.js';
import { WalletController } from './http/wallet.controller.js';
import { WalletBalances } from './queries/wallet-balances.js';
import { IdempotencyInterceptor } from '../common/idempotency/idempotency.interceptor.js';

@Module({
  controllers: [WalletController],
  providers: [AdjustWalletHandler, WalletBalances, IdempotencyInterceptor],
  exports: [WalletBalances],
})
export class WalletModule {}
