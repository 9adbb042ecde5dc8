import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { EventStore, openDatabase, type Database } from '@keyledger/event-store';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LOGGER } from '../common/logger.token.js';
import { prepareDatabase } from './prepare-database.js';
import { eventUpcasters } from '../events/event-upcasters.js';
import { PersonalDataCodec } from '../privacy/personal-data/personal-data-codec.js';
import { requestEventMetadata } from '../common/request-context/request-context.js';
import { DATABASE } from './database.token.js';
import { publishRunningStoreAddress, withdrawRunningStoreAddress } from './running-store-address.js';

export { DATABASE, InjectDatabase } from './database.token.js';
import { SessionLocks } from '../common/locks/session-locks.js';

/** Opens the database (embedded PGlite or DATABASE_URL), applies migrations, and provides the event store and the session locks. */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE,
      inject: [APP_CONFIG, LOGGER],
      useFactory: async (config: AppConfig, logger: Logger): Promise<Database> => {
        const db = await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          embeddedPort: config.embeddedDbPort,
        });
        // A connection that breaks while idle (a restart, a failover): the pool drops it and makes another when needed.
        db.pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection was lost'));
        const { applied, sealedEvents } = await prepareDatabase(db.pool, config.keyEncryptionKey);
        if (sealedEvents !== null) logger.info({ sealedEvents }, 'personal data written in clear by earlier versions was sealed in the log (once)');
        // The report and projections commands reach embedded data through this process while it runs.
        if (db.kind === 'pglite') publishRunningStoreAddress(config.dataDir, db.connectionString);
        logger.info(
          { kind: db.kind, migrationsApplied: applied.length, ...(db.kind === 'pglite' ? { psql: db.connectionString } : {}) },
          db.kind === 'pglite' ? 'embedded database ready' : 'database ready',
        );
        return db;
      },
    },
    {
      provide: EventStore,
      inject: [DATABASE, APP_CONFIG],
      // The codec seals personal data on its way into the log and opens it for readers (privacy/personal-data).
      useFactory: (db: Database, config: AppConfig) =>
        new EventStore(db.pool, { upcasters: eventUpcasters, metadataContext: requestEventMetadata, codec: new PersonalDataCodec(config.keyEncryptionKey) }),
    },
    SessionLocks,
    {
      provide: 'DATABASE_CLOSER',
      inject: [DATABASE, APP_CONFIG],
      useFactory: (db: Database, config: AppConfig): OnApplicationShutdown => ({
        onApplicationShutdown: async () => {
          if (db.kind === 'pglite') withdrawRunningStoreAddress(config.dataDir);
          await db.close();
        },
      }),
    },
  ],
  exports: [DATABASE, EventStore, SessionLocks],
})
export class DatabaseModule {}
