import type { Lang } from '@vitrina/core';
import type { FakeLine } from './fake-cart-page-api';

/**
 * A cart page's lines for tests and stories, titled in the page's language: a discounted phone
 * with a gift and two services (one held), headphones ×2 from another supplier, and a charger
 * whose gifts have run out.
 */
export function sampleCartLines(lang: Lang = 'uk'): FakeLine[] {
  const uk = lang === 'uk';
  return [
    {
      id: 3003,
      title: uk ? 'Смартфон Samsung Galaxy A55 8/256GB Navy' : 'Смартфон Samsung Galaxy A55 8/256GB Navy (синий)',
      slug: 'samsung-galaxy-a55-navy',
      image: '/images/products/a55.webp',
      price: 17_999,
      final_price: 16_499,
      quantity: 1,
      supplier: { id: 1, title: 'Vitrina' },
      services: [
        { id: 9001, title: uk ? 'Захисне скло' : 'Защитное стекло', price: 399, final_price: 349, quantity: 1 },
        { id: 9002, title: uk ? 'Розширена гарантія 2 роки' : 'Расширенная гарантия 2 года', price: 1_499, final_price: 1_499, quantity: 0 },
      ],
      gift: { id: 7001, title: uk ? 'Чохол-книжка' : 'Чехол-книжка' },
    },
    {
      id: 3010,
      title: uk ? 'Навушники JBL Tune 520BT чорні' : 'Наушники JBL Tune 520BT чёрные',
      slug: 'jbl-tune-520bt-black',
      image: null,
      price: 1_899,
      final_price: 1_899,
      quantity: 2,
      supplier: { id: 2, title: 'Alloy Trade' },
      services: [],
    },
    {
      id: 3020,
      title: uk ? 'Зарядний пристрій Anker 735 65W' : 'Зарядное устройство Anker 735 65W',
      slug: 'anker-735-65w',
      image: '/images/products/anker-735.webp',
      price: 2_299,
      final_price: 2_299,
      quantity: 1,
      supplier: { id: 2, title: 'Alloy Trade' },
      services: [],
      gift: { id: 7002, title: uk ? 'Кабель USB-C' : 'Кабель USB-C' },
      giftsRunOut: true,
    },
  ];
}

/** One line under the free-delivery threshold (1500 UAH). */
export function cheapCartLine(lang: Lang = 'uk'): FakeLine {
  return {
    id: 3030,
    title: lang === 'uk' ? 'Кабель Baseus USB-C 1 м' : 'Кабель Baseus USB-C 1 м',
    slug: 'baseus-usb-c-1m',
    image: null,
    price: 349,
    final_price: 299,
    quantity: 1,
    supplier: { id: 1 },
    services: [],
  };
}
