/** Categories, labels, products and what hangs off a product: characteristics, awards, credit, services, gifts, banks, distributors. */
export const catalogueTables = `
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
`;
