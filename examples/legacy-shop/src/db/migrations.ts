/**
 * The database schema, one entry per version (PRAGMA user_version). Append; never edit a
 * migration that has shipped. Money is whole UAH (integers); flags are 0/1; times are ISO strings.
 */
export const migrations: readonly string[] = [
  /* 1: the whole shop */ `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title_uk TEXT NOT NULL,
    title_ru TEXT NOT NULL,
    image TEXT NOT NULL,
    position INTEGER NOT NULL,
    item_category TEXT NOT NULL,
    is_services INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE labels (
    id INTEGER PRIMARY KEY,
    title_uk TEXT NOT NULL,
    title_ru TEXT NOT NULL,
    color TEXT NOT NULL
  );

  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    slug TEXT NOT NULL UNIQUE,
    title_uk TEXT NOT NULL,
    title_ru TEXT NOT NULL,
    brand TEXT,
    image TEXT,
    price INTEGER NOT NULL CHECK (price >= 0),
    price_with_discount INTEGER CHECK (price_with_discount IS NULL OR price_with_discount >= 0),
    bonus INTEGER NOT NULL DEFAULT 0,
    rating REAL NOT NULL DEFAULT 0,
    count_reviews INTEGER NOT NULL DEFAULT 0,
    in_waiting INTEGER NOT NULL DEFAULT 0,
    in_stock INTEGER NOT NULL DEFAULT 0,
    is_ends INTEGER NOT NULL DEFAULT 0,
    not_available INTEGER NOT NULL DEFAULT 0,
    btn_to_cart INTEGER NOT NULL DEFAULT 0,
    btn_preorder INTEGER NOT NULL DEFAULT 0,
    btn_notify INTEGER NOT NULL DEFAULT 0,
    is_corporate INTEGER NOT NULL DEFAULT 0,
    is_available_for_credit INTEGER NOT NULL DEFAULT 0,
    is_available_to_buy INTEGER NOT NULL DEFAULT 1,
    item_category2 TEXT,
    popularity INTEGER NOT NULL DEFAULT 0,
    is_top INTEGER NOT NULL DEFAULT 0,
    supplier_id INTEGER NOT NULL DEFAULT 1,
    description_uk TEXT NOT NULL DEFAULT '',
    description_ru TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  );
  CREATE INDEX products_category ON products(category_id, popularity DESC);

  -- Filterable characteristics; main ones show on the card.
  CREATE TABLE product_characteristics (
    product_id INTEGER NOT NULL REFERENCES products(id),
    position INTEGER NOT NULL,
    name_uk TEXT NOT NULL,
    name_ru TEXT NOT NULL,
    value_uk TEXT NOT NULL,
    value_ru TEXT NOT NULL,
    is_main INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, position)
  );
  CREATE INDEX characteristics_filter ON product_characteristics(name_uk, value_uk);

  CREATE TABLE product_labels (
    product_id INTEGER NOT NULL REFERENCES products(id),
    label_id INTEGER NOT NULL REFERENCES labels(id),
    PRIMARY KEY (product_id, label_id)
  );

  CREATE TABLE product_awards (
    product_id INTEGER NOT NULL REFERENCES products(id),
    image TEXT NOT NULL,
    annotation_uk TEXT NOT NULL,
    annotation_ru TEXT NOT NULL
  );

  -- Instalment offers shown as badges on a card.
  CREATE TABLE product_credit_items (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    months_count INTEGER NOT NULL CHECK (months_count > 0),
    description_uk TEXT NOT NULL,
    description_ru TEXT NOT NULL
  );

  -- Bundle services (a product of a services category) offered with a product.
  CREATE TABLE product_services (
    product_id INTEGER NOT NULL REFERENCES products(id),
    service_id INTEGER NOT NULL REFERENCES products(id),
    PRIMARY KEY (product_id, service_id)
  );

  -- A gift that comes with a product while its stock lasts.
  CREATE TABLE product_gifts (
    product_id INTEGER PRIMARY KEY REFERENCES products(id),
    gift_id INTEGER NOT NULL REFERENCES products(id),
    stock INTEGER NOT NULL CHECK (stock >= 0)
  );

  CREATE TABLE banks (
    id INTEGER PRIMARY KEY,          -- the credit provider id: 1, 2, 5, 276, 277
    title TEXT NOT NULL,
    logo TEXT NOT NULL,
    credit_type TEXT NOT NULL,
    title_uk TEXT NOT NULL,
    title_ru TEXT NOT NULL,
    monthly_rate REAL NOT NULL,      -- per month, 0 for instalments without interest
    months TEXT NOT NULL             -- JSON array of month counts offered
  );

  CREATE TABLE distributors (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    city_uk TEXT NOT NULL,
    city_ru TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL
  );
  CREATE TABLE product_distributors (
    product_id INTEGER NOT NULL REFERENCES products(id),
    distributor_id INTEGER NOT NULL REFERENCES distributors(id),
    quantity INTEGER NOT NULL,
    PRIMARY KEY (product_id, distributor_id)
  );

  CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    title_uk TEXT NOT NULL,
    title_ru TEXT NOT NULL,
    region_uk TEXT NOT NULL,
    region_ru TEXT NOT NULL
  );
  CREATE TABLE delivery_departments (
    id INTEGER PRIMARY KEY,
    city_id INTEGER NOT NULL REFERENCES cities(id),
    number INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('branch', 'locker')),
    address_uk TEXT NOT NULL,
    address_ru TEXT NOT NULL
  );
  CREATE INDEX departments_city ON delivery_departments(city_id, number);

  -- Shops and service centres on the map.
  CREATE TABLE stores (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('shop', 'service')),
    city_id INTEGER NOT NULL REFERENCES cities(id),
    title_uk TEXT NOT NULL,
    title_ru TEXT NOT NULL,
    address_uk TEXT NOT NULL,
    address_ru TEXT NOT NULL,
    lat REAL NOT NULL,
    lng REAL NOT NULL,
    hours TEXT NOT NULL,
    phone TEXT NOT NULL
  );

  -- Main page content and other texts, per language: key → JSON.
  CREATE TABLE content (
    key TEXT NOT NULL,
    lang TEXT NOT NULL CHECK (lang IN ('uk', 'ru')),
    value TEXT NOT NULL,
    PRIMARY KEY (key, lang)
  );

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

  CREATE TABLE favorites (
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, product_id)
  );
  CREATE TABLE compares (
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, product_id)
  );

  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    city TEXT NOT NULL,
    street TEXT NOT NULL,
    building TEXT NOT NULL,
    apartments TEXT,
    created_at TEXT NOT NULL
  );

  CREATE TABLE promo_codes (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    discount_percent INTEGER NOT NULL CHECK (discount_percent BETWEEN 1 AND 90),
    status TEXT NOT NULL CHECK (status IN ('valid', 'used', 'expired')),
    expires_at TEXT
  );

  -- A cart belongs to a user, or to whoever holds its unguessable id (guests).
  CREATE TABLE carts (
    id TEXT PRIMARY KEY,
    user_id INTEGER REFERENCES users(id),
    promo_code TEXT REFERENCES promo_codes(code),
    bonuses INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX carts_user ON carts(user_id);
  CREATE TABLE cart_items (
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    without_gift INTEGER NOT NULL DEFAULT 0,
    position INTEGER NOT NULL,
    PRIMARY KEY (cart_id, product_id)
  );
  CREATE TABLE cart_item_services (
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL,
    service_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (cart_id, product_id, service_id),
    FOREIGN KEY (cart_id, product_id) REFERENCES cart_items(cart_id, product_id) ON DELETE CASCADE
  );

  -- The first answer to a mutation, replayed for a retry with the same Idempotency-Key.
  CREATE TABLE idempotency_keys (
    key TEXT NOT NULL,
    scope TEXT NOT NULL,              -- endpoint and owner
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (key, scope)
  );

  CREATE TABLE preorders (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    product_id INTEGER NOT NULL REFERENCES products(id),
    created_at TEXT NOT NULL,
    UNIQUE (user_id, product_id)
  );

  CREATE TABLE availability_reminders (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    email TEXT NOT NULL COLLATE NOCASE,
    user_id INTEGER REFERENCES users(id),
    created_at TEXT NOT NULL,
    UNIQUE (product_id, email)
  );

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,   -- unguessable, used in payment links
    user_id INTEGER REFERENCES users(id),
    kind TEXT NOT NULL CHECK (kind IN ('regular', 'one_click')),
    status TEXT NOT NULL CHECK (status IN ('paid', 'cancelled', 'needs_payment')),
    phone TEXT,
    items TEXT NOT NULL,              -- JSON snapshot of the lines with server prices
    total INTEGER NOT NULL,
    payment_type TEXT,
    delivery_type TEXT,
    promo_code TEXT,
    bonuses_spent INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE INDEX orders_user ON orders(user_id, created_at DESC);

  CREATE TABLE payment_links (
    token TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id),
    created_at TEXT NOT NULL
  );

  CREATE TABLE smb_requests (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE marketing_contacts (
    external_customer_id TEXT PRIMARY KEY,
    payload TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  -- Messages the shop would send (password recovery …), kept instead of mailing them.
  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  `,
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
];
