import type { Localized } from '../localized';

export interface BannerSeed {
  readonly id: number;
  /** Name of the banner's pictures (/images/banner-<size>/<image>.svg). */
  readonly image: string;
  readonly url: string;
  readonly targetBlank: boolean;
  readonly title: Localized;
  readonly alt: Localized;
}

export const bannerSeeds: readonly BannerSeed[] = [
  {
    id: 1,
    image: 'smartphones-sale',
    url: '/category/smartphones',
    targetBlank: false,
    title: { uk: 'Знижки до 25 % на смартфони', ru: 'Скидки до 25 % на смартфоны' },
    alt: { uk: 'Смартфони Samsung, Apple і Xiaomi зі знижкою', ru: 'Смартфоны Samsung, Apple и Xiaomi со скидкой' },
  },
  {
    id: 2,
    image: 'laptops-for-study',
    url: '/category/laptops',
    targetBlank: false,
    title: { uk: 'Ноутбуки для навчання та роботи', ru: 'Ноутбуки для учебы и работы' },
    alt: { uk: 'Ноутбуки Lenovo, ASUS і Apple для навчання', ru: 'Ноутбуки Lenovo, ASUS и Apple для учебы' },
  },
  {
    id: 3,
    image: 'big-tv-week',
    url: '/category/tvs',
    targetBlank: false,
    title: { uk: 'Тиждень великих телевізорів', ru: 'Неделя больших телевизоров' },
    alt: { uk: 'Телевізори з діагоналлю від 55 дюймів', ru: 'Телевизоры с диагональю от 55 дюймов' },
  },
  {
    id: 4,
    image: 'instalments-zero',
    url: '/advantages',
    targetBlank: true,
    title: { uk: 'Оплата частинами 0 % до 10 місяців', ru: 'Оплата частями 0 % до 10 месяцев' },
    alt: { uk: 'Оплата частинами без переплат від monobank, ПриватБанку та А-Банку', ru: 'Оплата частями без переплат от monobank, ПриватБанка и А-Банка' },
  },
  {
    id: 5,
    image: 'gifts-with-purchase',
    url: '/category/audio',
    targetBlank: false,
    title: { uk: 'Подарунки до покупок', ru: 'Подарки к покупкам' },
    alt: { uk: 'Навушники та павербанки в подарунок', ru: 'Наушники и павербанки в подарок' },
  },
];

export interface CategoryLinkSeed {
  readonly title: Localized;
  readonly brand: string;
}

/** Brand shortcuts on the main page's category cards. */
export const categoryCardLinks: Readonly<Record<string, readonly CategoryLinkSeed[]>> = {
  smartphones: [
    { title: { uk: 'Смартфони Apple', ru: 'Смартфоны Apple' }, brand: 'Apple' },
    { title: { uk: 'Смартфони Samsung', ru: 'Смартфоны Samsung' }, brand: 'Samsung' },
    { title: { uk: 'Смартфони Xiaomi', ru: 'Смартфоны Xiaomi' }, brand: 'Xiaomi' },
  ],
  laptops: [
    { title: { uk: 'Ноутбуки ASUS', ru: 'Ноутбуки ASUS' }, brand: 'ASUS' },
    { title: { uk: 'Ноутбуки Lenovo', ru: 'Ноутбуки Lenovo' }, brand: 'Lenovo' },
    { title: { uk: 'MacBook', ru: 'MacBook' }, brand: 'Apple' },
  ],
  tvs: [
    { title: { uk: 'Телевізори Samsung', ru: 'Телевизоры Samsung' }, brand: 'Samsung' },
    { title: { uk: 'Телевізори LG', ru: 'Телевизоры LG' }, brand: 'LG' },
    { title: { uk: 'Телевізори Philips', ru: 'Телевизоры Philips' }, brand: 'Philips' },
  ],
  audio: [
    { title: { uk: 'Навушники Sony', ru: 'Наушники Sony' }, brand: 'Sony' },
    { title: { uk: 'Колонки JBL', ru: 'Колонки JBL' }, brand: 'JBL' },
    { title: { uk: 'AirPods', ru: 'AirPods' }, brand: 'Apple' },
  ],
};

export interface AdvantageSeed {
  /** Name of the icon picture (/images/advantage/<icon>.svg). */
  readonly icon: string;
  readonly title: Localized;
  readonly text: Localized;
}

export const advantagesTitle: Localized = { uk: 'Чому обирають «Вітрину»', ru: 'Почему выбирают «Витрину»' };

export const advantageSeeds: readonly AdvantageSeed[] = [
  {
    icon: 'delivery',
    title: { uk: 'Безкоштовна доставка від 1 500 грн', ru: 'Бесплатная доставка от 1 500 грн' },
    text: { uk: 'У відділення чи поштомат Нової пошти або кур’єром по всій Україні.', ru: 'В отделение или почтомат Новой почты либо курьером по всей Украине.' },
  },
  {
    icon: 'warranty',
    title: { uk: 'Офіційна гарантія', ru: 'Официальная гарантия' },
    text: { uk: 'Лише сертифікована техніка, обмін і повернення протягом 14 днів.', ru: 'Только сертифицированная техника, обмен и возврат в течение 14 дней.' },
  },
  {
    icon: 'instalments',
    title: { uk: 'Оплата частинами та кредит', ru: 'Оплата частями и кредит' },
    text: { uk: 'Оформлення онлайн за кілька хвилин: ПриватБанк, monobank, ПУМБ, А-Банк.', ru: 'Оформление онлайн за несколько минут: ПриватБанк, monobank, ПУМБ, А-Банк.' },
  },
  {
    icon: 'bonuses',
    title: { uk: 'Бонуси за кожну покупку', ru: 'Бонусы за каждую покупку' },
    text: { uk: 'Оплачуйте бонусами наступні замовлення: 1 бонус = 1 грн.', ru: 'Оплачивайте бонусами следующие заказы: 1 бонус = 1 грн.' },
  },
  {
    icon: 'service',
    title: { uk: 'Власні сервісні центри', ru: 'Собственные сервисные центры' },
    text: { uk: 'Налаштуємо, встановимо й відремонтуємо техніку у великих містах України.', ru: 'Настроим, установим и отремонтируем технику в крупных городах Украины.' },
  },
];

export const seoText = {
  h1: { uk: 'Інтернет-магазин електроніки «Вітрина»', ru: 'Интернет-магазин электроники «Витрина»' },
  text: {
    uk: '«Вітрина» — інтернет-магазин смартфонів, ноутбуків, телевізорів, аудіотехніки та побутової техніки з доставкою по всій Україні. Ми продаємо лише офіційну техніку з гарантією виробника та допомагаємо обрати саме те, що вам потрібно.',
    ru: '«Витрина» — интернет-магазин смартфонов, ноутбуков, телевизоров, аудиотехники и бытовой техники с доставкой по всей Украине. Мы продаем только официальную технику с гарантией производителя и помогаем выбрать именно то, что вам нужно.',
  },
  more: {
    uk: 'Замовляйте онлайн або забирайте покупки в наших магазинах у Києві, Львові, Одесі, Дніпрі, Харкові та інших містах. Оплачуйте карткою, готівкою при отриманні, частинами або в кредит, а юридичні особи — безготівковим переказом. За кожну покупку нараховуємо бонуси, якими можна оплатити до 30 % наступного замовлення.\n\nНаші консультанти працюють щодня з 8:00 до 21:00, дзвінки по Україні безкоштовні: 0 800 30 00 33.',
    ru: 'Заказывайте онлайн или забирайте покупки в наших магазинах в Киеве, Львове, Одессе, Днепре, Харькове и других городах. Оплачивайте картой, наличными при получении, частями или в кредит, а юридические лица — безналичным переводом. За каждую покупку начисляем бонусы, которыми можно оплатить до 30 % следующего заказа.\n\nНаши консультанты работают ежедневно с 8:00 до 21:00, звонки по Украине бесплатные: 0 800 30 00 33.',
  },
} as const;
