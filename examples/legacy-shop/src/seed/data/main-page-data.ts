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

/** A banner a row: id, picture, link, whether it opens a new tab, title (uk, ru), alt text (uk, ru). */
const banner = (id: number, image: string, url: string, targetBlank: boolean, title: [uk: string, ru: string], alt: [uk: string, ru: string]): BannerSeed => ({
  id,
  image,
  url,
  targetBlank,
  title: { uk: title[0], ru: title[1] },
  alt: { uk: alt[0], ru: alt[1] },
});

export const bannerSeeds: readonly BannerSeed[] = [
  banner(1, 'smartphones-sale', '/category/smartphones', false, ['Знижки до 25 % на смартфони', 'Скидки до 25 % на смартфоны'], ['Смартфони Samsung, Apple і Xiaomi зі знижкою', 'Смартфоны Samsung, Apple и Xiaomi со скидкой']),
  banner(2, 'laptops-for-study', '/category/laptops', false, ['Ноутбуки для навчання та роботи', 'Ноутбуки для учебы и работы'], ['Ноутбуки Lenovo, ASUS і Apple для навчання', 'Ноутбуки Lenovo, ASUS и Apple для учебы']),
  banner(3, 'big-tv-week', '/category/tvs', false, ['Тиждень великих телевізорів', 'Неделя больших телевизоров'], ['Телевізори з діагоналлю від 55 дюймів', 'Телевизоры с диагональю от 55 дюймов']),
  banner(4, 'instalments-zero', '/advantages', true, ['Оплата частинами 0 % до 10 місяців', 'Оплата частями 0 % до 10 месяцев'], ['Оплата частинами без переплат від monobank, ПриватБанку та А-Банку', 'Оплата частями без переплат от monobank, ПриватБанка и А-Банка']),
  banner(5, 'gifts-with-purchase', '/category/audio', false, ['Подарунки до покупок', 'Подарки к покупкам'], ['Навушники та павербанки в подарунок', 'Наушники и павербанки в подарок']),
];

export interface CategoryLinkSeed {
  readonly title: Localized;
  readonly brand: string;
}

// category, link title (uk, ru), brand
const cardLinkRows: readonly [category: string, uk: string, ru: string, brand: string][] = [
  ['smartphones', 'Смартфони Apple', 'Смартфоны Apple', 'Apple'],
  ['smartphones', 'Смартфони Samsung', 'Смартфоны Samsung', 'Samsung'],
  ['smartphones', 'Смартфони Xiaomi', 'Смартфоны Xiaomi', 'Xiaomi'],
  ['laptops', 'Ноутбуки ASUS', 'Ноутбуки ASUS', 'ASUS'],
  ['laptops', 'Ноутбуки Lenovo', 'Ноутбуки Lenovo', 'Lenovo'],
  ['laptops', 'MacBook', 'MacBook', 'Apple'],
  ['tvs', 'Телевізори Samsung', 'Телевизоры Samsung', 'Samsung'],
  ['tvs', 'Телевізори LG', 'Телевизоры LG', 'LG'],
  ['tvs', 'Телевізори Philips', 'Телевизоры Philips', 'Philips'],
  ['audio', 'Навушники Sony', 'Наушники Sony', 'Sony'],
  ['audio', 'Колонки JBL', 'Колонки JBL', 'JBL'],
  ['audio', 'AirPods', 'AirPods', 'Apple'],
];

/** Brand shortcuts on the main page's category cards, by category slug. */
export const categoryCardLinks: Readonly<Record<string, readonly CategoryLinkSeed[]>> = cardLinkRows.reduce<Record<string, CategoryLinkSeed[]>>((links, [category, uk, ru, brand]) => {
  (links[category] ??= []).push({ title: { uk, ru }, brand });
  return links;
}, {});

export interface AdvantageSeed {
  /** Name of the icon picture (/images/advantage/<icon>.svg). */
  readonly icon: string;
  readonly title: Localized;
  readonly text: Localized;
}

export const advantagesTitle: Localized = { uk: 'Чому обирають «Вітрину»', ru: 'Почему выбирают «Витрину»' };

/** An advantage a row: icon, title (uk, ru), text (uk, ru). */
const advantage = (icon: string, title: [uk: string, ru: string], text: [uk: string, ru: string]): AdvantageSeed => ({
  icon,
  title: { uk: title[0], ru: title[1] },
  text: { uk: text[0], ru: text[1] },
});

export const advantageSeeds: readonly AdvantageSeed[] = [
  advantage('delivery', ['Безкоштовна доставка від 1 500 грн', 'Бесплатная доставка от 1 500 грн'], ['У відділення чи поштомат Нової пошти або кур’єром по всій Україні.', 'В отделение или почтомат Новой почты либо курьером по всей Украине.']),
  advantage('warranty', ['Офіційна гарантія', 'Официальная гарантия'], ['Лише сертифікована техніка, обмін і повернення протягом 14 днів.', 'Только сертифицированная техника, обмен и возврат в течение 14 дней.']),
  advantage('instalments', ['Оплата частинами та кредит', 'Оплата частями и кредит'], ['Оформлення онлайн за кілька хвилин: ПриватБанк, monobank, ПУМБ, А-Банк.', 'Оформление онлайн за несколько минут: ПриватБанк, monobank, ПУМБ, А-Банк.']),
  advantage('bonuses', ['Бонуси за кожну покупку', 'Бонусы за каждую покупку'], ['Оплачуйте бонусами наступні замовлення: 1 бонус = 1 грн.', 'Оплачивайте бонусами следующие заказы: 1 бонус = 1 грн.']),
  advantage('service', ['Власні сервісні центри', 'Собственные сервисные центры'], ['Налаштуємо, встановимо й відремонтуємо техніку у великих містах України.', 'Настроим, установим и отремонтируем технику в крупных городах Украины.']),
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
