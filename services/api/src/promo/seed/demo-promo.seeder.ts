import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '@keyledger/event-store';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CreatePromoCommand } from '../commands/promo-commands.js';
import { promoStreamId, type PromoCreated } from '../domain/promo.js';

/** The demo store's promo codes (SEED_DEMO): created once, through the real handler. */
export const DEMO_PROMOS: ReadonlyArray<Omit<PromoCreated['data'], 'expiresAt'>> = [
  { code: 'WELCOME10', discountType: 'percentage', discountValue: 10, maxUses: null, isActive: true, description: '10% off any order' },
  { code: 'FIVEOFF', discountType: 'fixed', discountValue: 500, maxUses: 100, isActive: true, description: '$5 off, for the first 100 orders' },
];
const DEMO_PROMO_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

@Injectable()
export class DemoPromoSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly commands: CommandBus,
    private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    for (const promo of DEMO_PROMOS) {
      if ((await this.store.readStream(promoStreamId(promo.code))).currentVersion > 0) continue;
      const expiresAt = new Date(Date.now() + DEMO_PROMO_LIFETIME_MS).toISOString();
      await this.commands.execute(new CreatePromoCommand({ ...promo, expiresAt }, { id: 'demo-seed', role: 'system' }));
      this.logger.info({ code: promo.code }, `Demo promo code: ${promo.code}`);
    }
  }
}
