/** Promo codes, carts and their items, idempotency keys, pre-orders, reminders, orders, payment links, requests and the outbox. */
export const orderTables = `
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
`;
