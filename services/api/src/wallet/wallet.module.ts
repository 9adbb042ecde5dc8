import { Module } from '@nestjs/common';
import { AdjustWalletHandler } from './commands/adjust-wallet.handler.js';
import { WalletController } from './http/wallet.controller.js';
import { WalletBalances } from './queries/wallet-balances.js';

@Module({
  controllers: [WalletController],
  providers: [AdjustWalletHandler, WalletBalances],
  exports: [WalletBalances],
})
export class WalletModule {}
