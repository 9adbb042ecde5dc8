import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { LoggerModule } from './common/logger.token.js';
import { DatabaseModule } from './database/database.module.js';
import { IdempotencyModule } from './common/idempotency/idempotency.module.js';
import { GameDatabaseModule } from './game-database/game-database.module.js';
import { HealthModule } from './health/health.module.js';
import { CatalogueModule } from './catalogue/catalogue.module.js';
import { AuthModule } from './identity/auth/auth.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { ProjectionsModule } from './projections/projections.module.js';
import { WishlistModule } from './wishlist/wishlist.module.js';
import { OrderingModule } from './ordering/ordering.module.js';
import { PromoModule } from './promo/promo.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { RefundsModule } from './refunds/refunds.module.js';
import { PurchasesModule } from './purchases/purchases.module.js';
import { SupportModule } from './support/support.module.js';
import { AuditModule } from './audit/audit.module.js';
import { FinanceModule } from './finance/finance.module.js';
import { AccountStatsModule } from './account-stats/account-stats.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { SecurityModule } from './security/security.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(logger),
        CqrsModule.forRoot(),
        DatabaseModule,
        IdempotencyModule,
        ProjectionsModule,
        HealthModule,
        AuthModule,
        IdentityModule,
        GameDatabaseModule,
        CatalogueModule,
        WishlistModule,
        PromoModule,
        OrderingModule,
        DashboardModule,
        RefundsModule,
        PurchasesModule,
        SupportModule,
        AuditModule,
        FinanceModule,
        AccountStatsModule,
        PrivacyModule,
        SecurityModule,
      ],
    };
  }
}
