import type { Migration } from '@keyledger/event-store';

/** Identity is ordinary tables (not event-sourced): users, one-time tokens and codes, rate limits, the dev mailbox. */
export const identityMigrations: Migration[] = [
  {
    id: 'identity/001-users',
    sql: `
      CREATE TABLE users (
        id                uuid PRIMARY KEY,
        username          text NOT NULL,
        email             text NOT NULL,
        password_hash     text NOT NULL,
        role              text NOT NULL CHECK (role IN ('admin', 'customer')),
        email_verified_at timestamptz,
        two_factor_enabled boolean NOT NULL DEFAULT false,
        -- Bumped by a password change or "sign out everywhere": older tokens carry the old value.
        token_version     int NOT NULL DEFAULT 0,
        first_name        text,
        last_name         text,
        bio               text,
        photo_url         text,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
      CREATE INDEX users_created_at ON users (created_at);

      CREATE TABLE email_verification_tokens (
        token_hash text PRIMARY KEY,
        user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at    timestamptz
      );

      CREATE TABLE two_factor_challenges (
        id          uuid PRIMARY KEY,
        user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash   text NOT NULL,
        sent_at     timestamptz NOT NULL,
        expires_at  timestamptz NOT NULL,
        attempts    int NOT NULL DEFAULT 0,
        -- Set when the code was used, voided by too many wrong tries, or replaced by a resend.
        closed_at   timestamptz
      );
      CREATE INDEX two_factor_challenges_user ON two_factor_challenges (user_id, sent_at DESC);

      CREATE TABLE rate_limit_hits (
        bucket       text NOT NULL,
        window_start timestamptz NOT NULL,
        hits         int NOT NULL,
        PRIMARY KEY (bucket, window_start)
      );

      CREATE TABLE dev_mailbox (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        to_address text NOT NULL,
        subject    text NOT NULL,
        text_body  text NOT NULL,
        html_body  text NOT NULL,
        sent_at    timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 'identity/002-email-change',
    sql: `
      -- A new e-mail address waits here until the link sent to it is opened.
      ALTER TABLE users ADD COLUMN pending_email text;
      -- The address a token confirms: null for registration, the new address for a change.
      ALTER TABLE email_verification_tokens ADD COLUMN email text;
    `,
  },
  {
    id: 'identity/003-revoked-sessions',
    sql: `
      -- Session tokens signed out one at a time (POST auth/logout), kept until they would have
      -- expired anyway. "Sign out everywhere" needs no rows: it bumps users.token_version.
      CREATE TABLE revoked_sessions (
        session_id uuid PRIMARY KEY,
        user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX revoked_sessions_by_user ON revoked_sessions (user_id, expires_at);
    `,
  },
  {
    id: 'identity/004-finance-role',
    sql: `
      -- Finance accounts read reports and order timelines and change nothing (FINANCE_EMAIL).
      ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
      ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'customer', 'finance'));
    `,
  },
  {
    id: 'identity/005-session-user-changes',
    sql: `
      -- Every process caches who a session belongs to (SessionUserCache) and drops a user's entry
      -- when told on kl_session_users. A trigger, not a pg_notify beside each write, so that no
      -- write is missed: the repository's, a test's or an operator's SQL (a role change is only SQL).
      -- NOTIFY is sent at commit, never for a rolled-back change; the payload is the user's id.
      CREATE FUNCTION notify_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify('kl_session_users', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
          IF TG_OP = 'UPDATE' AND NEW.id <> OLD.id THEN PERFORM pg_notify('kl_session_users', OLD.id::text); END IF;
        ELSE
          PERFORM pg_notify('kl_session_users', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
          IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN PERFORM pg_notify('kl_session_users', OLD.user_id::text); END IF;
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER users_session_user_changed AFTER INSERT OR UPDATE OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION notify_session_user_changed();
      CREATE TRIGGER revoked_sessions_session_user_changed AFTER INSERT OR UPDATE OR DELETE ON revoked_sessions
        FOR EACH ROW EXECUTE FUNCTION notify_session_user_changed();
    `,
  },
  {
    id: 'identity/006-support-role',
    sql: `
      -- The support desk's role (tickets, order look-ups, key replacements; identity/auth/permissions.ts).
      ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
      ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'customer', 'finance', 'support'));
    `,
  },
];
