import { eventStoreMigrations, type Migration } from '@keyledger/event-store';
import { identityMigrations } from '../identity/identity.migrations.js';
import { idempotencyMigrations } from '../common/idempotency/idempotency.migrations.js';
import { catalogueMigrations } from '../catalogue/catalogue.migrations.js';
import { orderingMigrations } from '../ordering/ordering.migrations.js';
import { refundsMigrations } from '../refunds/refunds.migrations.js';
import { supportMigrations } from '../support/support.migrations.js';
import { kafkaMigrations } from '../kafka/kafka.migrations.js';
import { privacyMigrations } from '../privacy/privacy.migrations.js';

/** Every schema change the API needs, in the order contexts were added. Contexts append theirs here. */
export const allMigrations: Migration[] = [...eventStoreMigrations, ...idempotencyMigrations, ...identityMigrations, ...catalogueMigrations, ...orderingMigrations, ...refundsMigrations, ...supportMigrations, ...kafkaMigrations, ...privacyMigrations];
