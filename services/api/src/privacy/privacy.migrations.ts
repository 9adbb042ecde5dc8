import type { Migration } from '@keyledger/event-store';

/** Personal data (issue 36): every person's data key, and the mark an erased account keeps. */
export const privacyMigrations: Migration[] = [
  {
    id: 'privacy/001-personal-data-keys',
    sql: `
      -- wrapped_key NULL with erased_at set: the person was erased, their sealed data no longer opens.
      CREATE TABLE personal_data_keys (
        subject_id  uuid PRIMARY KEY,
        wrapped_key bytea,
        created_at  timestamptz NOT NULL DEFAULT now(),
        erased_at   timestamptz,
        CHECK ((wrapped_key IS NULL) = (erased_at IS NOT NULL))
      );
      ALTER TABLE users ADD COLUMN erased_at timestamptz;
    `,
  },
];
