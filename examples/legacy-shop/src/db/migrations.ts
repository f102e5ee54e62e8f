import { accountTables } from './schema/account-tables';
import { bonusHistoryFromOrders, bonusTables } from './schema/bonus-tables';
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
  /* 5: orders placed from a cart, the deliveries a product allows, single-use promo codes */ `
  ALTER TABLE products ADD COLUMN self_pickup INTEGER NOT NULL DEFAULT 1 CHECK (self_pickup IN (0, 1));
  ALTER TABLE products ADD COLUMN parcel_locker INTEGER NOT NULL DEFAULT 1 CHECK (parcel_locker IN (0, 1));
  ALTER TABLE promo_codes ADD COLUMN single_use INTEGER NOT NULL DEFAULT 0 CHECK (single_use IN (0, 1));
  ALTER TABLE orders ADD COLUMN order_type TEXT CHECK (order_type IN ('new', 'registered', 'fast'));
  ALTER TABLE orders ADD COLUMN cart_id TEXT;           -- the cart it was placed from (emptied, kept)
  ALTER TABLE orders ADD COLUMN buyer TEXT;             -- JSON: names, phone, e-mail
  ALTER TABLE orders ADD COLUMN recipient TEXT;         -- JSON: another person's names and phone; null: the buyer
  ALTER TABLE orders ADD COLUMN company TEXT;           -- JSON: name, code, tax number of a company or sole-trader transfer
  ALTER TABLE orders ADD COLUMN delivery TEXT;          -- JSON: city, department, courier address or store
  ALTER TABLE orders ADD COLUMN passport_given INTEGER NOT NULL DEFAULT 0;  -- the number itself is not kept
  ALTER TABLE orders ADD COLUMN credit_provider_id INTEGER;
  ALTER TABLE orders ADD COLUMN credit_months INTEGER;
  ALTER TABLE orders ADD COLUMN goods INTEGER;          -- goods and services before the promo code and bonuses
  ALTER TABLE orders ADD COLUMN promo_discount INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN comment TEXT;
  CREATE INDEX orders_phone ON orders(phone, created_at);
  `,
  /* 6: the simulated card-payment provider's sessions */ `
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
  `,
  /* 7: the catalogue's version, bumped by every change of what a listing counts (facet cache) */ `
  CREATE TABLE catalogue_version (version INTEGER NOT NULL);
  INSERT INTO catalogue_version (version) VALUES (0);
${['products', 'product_characteristics', 'categories']
  .flatMap((table) =>
    ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) => `  CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table}
    BEGIN UPDATE catalogue_version SET version = version + 1; END;`,
    ),
  )
  .join('\n')}
  `,
  /* 8: the bonus ledger, and the history of the balances already kept */ bonusTables + bonusHistoryFromOrders,
];
