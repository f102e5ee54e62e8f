import { accountTables } from './schema/account-tables';
import { catalogueTables } from './schema/catalogue-tables';
import { orderTables } from './schema/order-tables';
import { placeTables } from './schema/place-tables';

/**
 * The database schema, one entry per version (PRAGMA user_version). Append; never edit a
 * migration that has shipped. Money is whole UAH (integers); flags are 0/1; times are ISO strings.
 */
export const migrations: readonly string[] = [
  /* 1: the whole shop */ catalogueTables + placeTables + accountTables + orderTables,
  /* 2: one-time password reset links (password recovery) */ `
  CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,      -- SHA-256 of the link's token
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT                      -- a link works once
  );
  CREATE INDEX password_resets_user ON password_resets(user_id, created_at);
  `,
  /* 3: the name a shopper gives with a one-click order, for the call back */ `
  ALTER TABLE orders ADD COLUMN customer_name TEXT;
  `,
  /* 4: logins and sign-ups per client address, counted whether they succeed or not */ `
  CREATE TABLE address_attempts (
    subject TEXT NOT NULL,            -- 'login:…' or 'signup:…' and the address
    at INTEGER NOT NULL               -- epoch ms
  );
  CREATE INDEX address_attempts_subject ON address_attempts(subject, at);
  `,
  /* 5: the simulated card-payment provider's sessions; the credit provider of a credit order */ `
  CREATE TABLE payment_sessions (
    id TEXT PRIMARY KEY,              -- random, in the provider page's address
    order_id INTEGER NOT NULL REFERENCES orders(id),
    link TEXT NOT NULL,               -- the payment link the shopper came with and returns with
    amount INTEGER NOT NULL,          -- UAH, the order's total when the session opened
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    outcome TEXT CHECK (outcome IN ('paid', 'failed', 'cancelled', 'refused')),
    finished_at TEXT                  -- a session works once
  );
  CREATE INDEX payment_sessions_order ON payment_sessions(order_id);
  ALTER TABLE orders ADD COLUMN credit_provider_id INTEGER;
  `,
];
