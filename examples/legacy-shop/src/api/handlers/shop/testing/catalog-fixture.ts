import type { Db } from '../../../../db/open-database';

/**
 * A small catalogue the shop tests own, beside whatever the seed holds: ids from 990 000 and
 * 'fixture-' slugs, so its counts are known exactly. Every phone and the case carry the made-up
 * word Зорепад (ru Звездопад), which no real product has.
 */
export const FIXTURE = {
  phones: { id: 990_001, slug: 'fixture-phones' },
  laptops: { id: 990_002, slug: 'fixture-laptops' },
  services: { id: 990_003, slug: 'fixture-services' },
  caseId: 990_300,
  serviceId: 990_200,
  labelIds: [990_001, 990_002],
  otherBankId: 990_007,
  cityId: 990_001,
  distributorIds: [990_001, 990_002],
} as const;

export const PHONE_COUNT = 53;
export const CORPORATE_PHONES: ReadonlySet<number> = new Set([5, 18, 29]);

const BRANDS = ['Zorya', 'Kvant', 'Obriy'] as const;
const MEMORY = ['64 ГБ', '128 ГБ', '256 ГБ'] as const;
const COLOURS = [
  ['Чорний', 'Черный'],
  ['Білий', 'Белый'],
  ['Синій', 'Синий'],
  ['Зелений', 'Зеленый'],
] as const;

export interface PhoneSpec {
  readonly id: number;
  readonly n: number;
  readonly brand: (typeof BRANDS)[number];
  readonly price: number;
  readonly priceWithDiscount: number | null;
  readonly rating: number;
  readonly popularity: number;
  readonly createdAt: string;
  readonly corporate: boolean;
  readonly labelled: boolean;
  readonly status: 'in_stock' | 'not_available' | 'in_waiting';
  /** A gift while its stock lasts; 0 means the gifts have run out. */
  readonly giftStock: number | undefined;
  readonly memory: (typeof MEMORY)[number];
  readonly colour: readonly [string, string];
  readonly diagonal: string;
  readonly forCredit: boolean;
  readonly top: boolean;
}

export function phoneSpec(n: number): PhoneSpec {
  const price = 1000 + ((n * 7919) % 50) * 500;
  return {
    id: 990_000 + n,
    n,
    brand: BRANDS[n % 3]!,
    price,
    priceWithDiscount: n % 4 === 0 ? Math.round(price * 0.7) : null,
    rating: ((n * 37) % 50) / 10,
    popularity: (n * 131) % 1000,
    createdAt: new Date(Date.UTC(2024, 0, 1 + n)).toISOString(),
    corporate: CORPORATE_PHONES.has(n),
    labelled: n % 5 === 0 || n % 7 === 0,
    status: n % 9 === 0 ? 'not_available' : n % 11 === 0 ? 'in_waiting' : 'in_stock',
    giftStock: n % 6 === 0 ? (n % 12 === 0 ? 0 : 5) : undefined,
    memory: MEMORY[Math.floor(n / 3) % 3]!,
    colour: COLOURS[n % 4]!,
    diagonal: n % 2 === 1 ? '6,1"' : '6,7"',
    forCredit: n % 2 === 0,
    top: n <= 6,
  };
}

export const PHONES: readonly PhoneSpec[] = Array.from({ length: PHONE_COUNT }, (_, index) => phoneSpec(index + 1));

export const effectivePrice = (phone: PhoneSpec) => phone.priceWithDiscount ?? phone.price;

export function insertCatalogFixture(db: Db): void {
  db.transaction(() => {
    const category = db.prepare(
      `INSERT INTO categories (id, slug, title_uk, title_ru, image, position, item_category, is_services)
       VALUES (?, ?, ?, ?, '/images/fixture.svg', ?, ?, ?)`,
    );
    category.run(FIXTURE.phones.id, FIXTURE.phones.slug, 'Смартфони (тест)', 'Смартфоны (тест)', 901, 'Смартфони', 0);
    category.run(FIXTURE.laptops.id, FIXTURE.laptops.slug, 'Ноутбуки (тест)', 'Ноутбуки (тест)', 902, 'Ноутбуки', 0);
    category.run(FIXTURE.services.id, FIXTURE.services.slug, 'Послуги (тест)', 'Услуги (тест)', 903, 'Послуги', 1);

    const label = db.prepare('INSERT INTO labels (id, title_uk, title_ru, color) VALUES (?, ?, ?, ?)');
    label.run(FIXTURE.labelIds[0], 'Хіт', 'Хит', '#e53935');
    label.run(FIXTURE.labelIds[1], 'Новинка', 'Новинка', '#43a047');

    const characteristic = db.prepare(
      `INSERT INTO product_characteristics (product_id, position, name_uk, name_ru, value_uk, value_ru, is_main)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const productLabel = db.prepare('INSERT INTO product_labels (product_id, label_id) VALUES (?, ?)');
    const gift = db.prepare('INSERT INTO product_gifts (product_id, gift_id, stock) VALUES (?, ?, ?)');

    insertProduct(db, {
      id: FIXTURE.serviceId,
      category_id: FIXTURE.services.id,
      slug: 'fixture-glass',
      title_uk: 'Захисне скло Зорепад',
      title_ru: 'Защитное стекло Звездопад',
      brand: 'Kvant',
      price: 300,
    });

    for (const phone of PHONES) {
      const { status } = phone;
      insertProduct(db, {
        id: phone.id,
        category_id: FIXTURE.phones.id,
        slug: `fixture-phone-${phone.n}`,
        title_uk: `Смартфон ${phone.brand} Зорепад ${phone.n}`,
        title_ru: `Смартфон ${phone.brand} Звездопад ${phone.n}`,
        brand: phone.brand,
        price: phone.price,
        price_with_discount: phone.priceWithDiscount,
        bonus: Math.round(phone.price / 100),
        rating: phone.rating,
        count_reviews: phone.n % 13,
        in_waiting: status === 'in_waiting' ? 1 : 0,
        in_stock: status === 'in_stock' ? 1 : 0,
        not_available: status === 'not_available' ? 1 : 0,
        btn_to_cart: status === 'in_stock' ? 1 : 0,
        btn_preorder: status === 'in_waiting' ? 1 : 0,
        btn_notify: status === 'not_available' ? 1 : 0,
        is_corporate: phone.corporate ? 1 : 0,
        is_available_for_credit: phone.forCredit ? 1 : 0,
        popularity: phone.popularity,
        is_top: phone.top ? 1 : 0,
        created_at: phone.createdAt,
      });
      characteristic.run(phone.id, 1, "Пам'ять", 'Память', phone.memory, phone.memory, 1);
      characteristic.run(phone.id, 2, 'Колір', 'Цвет', phone.colour[0], phone.colour[1], 1);
      characteristic.run(phone.id, 3, 'Діагональ', 'Диагональ', phone.diagonal, phone.diagonal, 0);
      characteristic.run(phone.id, 4, 'ОС', 'ОС', 'Android', 'Android', 0);
      if (phone.n % 5 === 0) productLabel.run(phone.id, FIXTURE.labelIds[0]);
      if (phone.n % 7 === 0) productLabel.run(phone.id, FIXTURE.labelIds[1]);
      if (phone.giftStock !== undefined) gift.run(phone.id, FIXTURE.serviceId, phone.giftStock);
    }

    for (let j = 1; j <= 5; j += 1) {
      const id = 990_100 + j;
      const cpu = j % 2 ? 'Intel Core i5' : 'AMD Ryzen 5';
      insertProduct(db, {
        id,
        category_id: FIXTURE.laptops.id,
        slug: `fixture-laptop-${j}`,
        title_uk: `Ноутбук Obriy Book ${j}`,
        title_ru: `Ноутбук Obriy Book ${j}`,
        brand: 'Obriy',
        price: 20_000 + j * 1000,
        is_available_for_credit: 1,
        popularity: j,
      });
      characteristic.run(id, 1, 'Процесор', 'Процессор', cpu, cpu, 1);
      characteristic.run(id, 2, 'ОЗП', 'ОЗУ', '16 ГБ', '16 ГБ', 1);
    }
    insertProduct(db, {
      id: FIXTURE.caseId,
      category_id: FIXTURE.laptops.id,
      slug: 'fixture-case',
      title_uk: 'Чохол Зорепад 100% шкіра',
      title_ru: 'Чехол Звездопад 100% кожа',
      brand: 'Kvant',
      price: 900,
    });

    const bank = db.prepare(
      `INSERT OR IGNORE INTO banks (id, title, logo, credit_type, title_uk, title_ru, monthly_rate, months) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    bank.run(1, 'ПриватБанк', '/images/banks/privat.svg', 'pb-mgnovennyj-kredit', 'Миттєва розстрочка', 'Мгновенная рассрочка', 0.019, '[24, 3, 12, 6]');
    bank.run(2, 'ПриватБанк', '/images/banks/privat.svg', 'pb-oplata-chastyami', 'Оплата частинами', 'Оплата частями', 0, '[10, 3, 6]');
    bank.run(5, 'monobank', '/images/banks/mono.svg', 'mono-internet-pch', 'Покупка частинами', 'Покупка частями', 0, '[3, 6, 10, 12]');
    bank.run(276, 'ПУМБ', '/images/banks/pumb.svg', 'pumb-internet', 'Кредит ПУМБ', 'Кредит ПУМБ', 0.025, '[6, 12]');
    bank.run(277, 'А-Банк', '/images/banks/abank.svg', 'abank-internet', 'Оплата частинами', 'Оплата частями', 0, '[4, 3]');
    bank.run(FIXTURE.otherBankId, 'Інший банк', '/images/banks/other.svg', 'instant', 'Кредит', 'Кредит', 0.03, '[6]');

    const city = db.prepare('INSERT OR IGNORE INTO cities (id, title_uk, title_ru, region_uk, region_ru) VALUES (?, ?, ?, ?, ?)');
    city.run(56, 'Київ', 'Киев', 'Київська область', 'Киевская область');
    city.run(FIXTURE.cityId, 'Зорянськ', 'Зорянск', 'Зорянська область', 'Зорянская область');
    const department = db.prepare(
      'INSERT INTO delivery_departments (id, city_id, number, kind, address_uk, address_ru) VALUES (?, ?, ?, ?, ?, ?)',
    );
    department.run(990_003, FIXTURE.cityId, 3, 'locker', 'вул. Зоряна, 3', 'ул. Звездная, 3');
    department.run(990_002, FIXTURE.cityId, 2, 'branch', 'вул. Зоряна, 2', 'ул. Звездная, 2');
    department.run(990_001, FIXTURE.cityId, 1, 'branch', 'вул. Зоряна, 1', 'ул. Звездная, 1');

    const distributor = db.prepare('INSERT INTO distributors (id, name, city_uk, city_ru, phone, email) VALUES (?, ?, ?, ?, ?, ?)');
    distributor.run(FIXTURE.distributorIds[0], 'Зоря Дистрибуція', 'Київ', 'Киев', '+380441112233', 'sales@zorya.example');
    distributor.run(FIXTURE.distributorIds[1], 'Квант Опт', 'Львів', 'Львов', '+380321112233', 'opt@kvant.example');
    const stock = db.prepare('INSERT INTO product_distributors (product_id, distributor_id, quantity) VALUES (?, ?, ?)');
    stock.run(990_001, FIXTURE.distributorIds[0], 4);
    stock.run(990_001, FIXTURE.distributorIds[1], 12);
  })();
}

interface ProductFixtureRow {
  id: number;
  category_id: number;
  slug: string;
  title_uk: string;
  title_ru: string;
  brand: string;
  price: number;
  price_with_discount?: number | null;
  bonus?: number;
  rating?: number;
  count_reviews?: number;
  in_waiting?: 0 | 1;
  in_stock?: 0 | 1;
  not_available?: 0 | 1;
  btn_to_cart?: 0 | 1;
  btn_preorder?: 0 | 1;
  btn_notify?: 0 | 1;
  is_corporate?: 0 | 1;
  is_available_for_credit?: 0 | 1;
  popularity?: number;
  is_top?: 0 | 1;
  created_at?: string;
}

const PRODUCT_DEFAULTS = {
  price_with_discount: null,
  bonus: 0,
  rating: 0,
  count_reviews: 0,
  in_waiting: 0,
  in_stock: 1,
  not_available: 0,
  btn_to_cart: 1,
  btn_preorder: 0,
  btn_notify: 0,
  is_corporate: 0,
  is_available_for_credit: 0,
  popularity: 0,
  is_top: 0,
  created_at: '2024-01-01T00:00:00.000Z',
} as const;

const PRODUCT_COLUMNS = [
  'id', 'category_id', 'slug', 'title_uk', 'title_ru', 'brand', 'price', 'price_with_discount', 'bonus', 'rating',
  'count_reviews', 'in_waiting', 'in_stock', 'not_available', 'btn_to_cart', 'btn_preorder', 'btn_notify',
  'is_corporate', 'is_available_for_credit', 'popularity', 'is_top', 'created_at',
] as const;

function insertProduct(db: Db, row: ProductFixtureRow): void {
  const full = { ...PRODUCT_DEFAULTS, ...row };
  db.prepare(
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${PRODUCT_COLUMNS.map(() => '?').join(', ')})`,
  ).run(...PRODUCT_COLUMNS.map((column) => full[column]));
}
