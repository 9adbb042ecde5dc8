import { eventStoreMigrations, type Migration } from '@keyledger/event-store';

/** Every schema change the API needs, in the order contexts were added. Contexts append theirs here. */
export const allMigrations: Migration[] = [...eventStoreMigrations];
