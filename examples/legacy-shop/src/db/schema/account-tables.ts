/** A user's list of products (favourites, compare): one row per product, added once. */
function userProductList(table: string): string {
  return `  CREATE TABLE ${table} (
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, product_id)
  );`;
}

/** Users, their tokens, failed logins, favourites, compare lists and delivery addresses. */
export const accountTables = `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    uuid TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT,               -- null for accounts made by social login
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL DEFAULT '',
    phone TEXT,
    birthday TEXT,                    -- YYYY-MM-DD
    role TEXT,                        -- null, 'corporate', 'super_corporate', 'super_admin'
    lang TEXT NOT NULL DEFAULT 'uk',
    handedness TEXT,
    can_see_distributors INTEGER NOT NULL DEFAULT 0,
    is_extended_filter INTEGER NOT NULL DEFAULT 0,
    bonuses INTEGER NOT NULL DEFAULT 0 CHECK (bonuses >= 0),
    social_network TEXT,
    social_id TEXT,
    created_at TEXT NOT NULL
  );

  -- Bearer tokens, stored as SHA-256 hashes; logout revokes.
  CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    created_at TEXT NOT NULL,
    revoked_at TEXT
  );

  -- Failed logins, for throttling per account and per address.
  CREATE TABLE login_failures (
    subject TEXT NOT NULL,            -- 'email:…' or 'ip:…'
    at INTEGER NOT NULL               -- epoch ms
  );
  CREATE INDEX login_failures_subject ON login_failures(subject, at);

${userProductList('favorites')}
${userProductList('compares')}

  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    city TEXT NOT NULL,
    street TEXT NOT NULL,
    building TEXT NOT NULL,
    apartments TEXT,
    created_at TEXT NOT NULL
  );
`;
