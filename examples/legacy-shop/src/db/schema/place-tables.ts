/** Cities, delivery departments, the shop's stores and the per-language page content. */
export const placeTables = `
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
`;
