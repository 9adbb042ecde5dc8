import { Injectable } from '@nestjs/common';
import { EventStore, type Queryable } from '@keyledger/event-store';
import type { WalletEvent } from '../domain/wallet.events.js';
import { walletStreamId } from '../domain/wallet.events.js';
import { foldWallet } from '../domain/wallet.decider.js';

/** Reads a wallet's balance straight from its stream: always exact, and small enough to fold. */
@Injectable()
export class WalletBalances {
  constructor(private readonly store: EventStore) {}

  async balanceCents(userId: string, tx?: Queryable): Promise<number> {
    const { events } = await this.store.readStream(walletStreamId(userId), tx ? { tx } : {});
    return foldWallet(events as unknown as WalletEvent[]).balanceCents;
  }
}
