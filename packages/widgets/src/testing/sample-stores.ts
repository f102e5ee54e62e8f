import type { MapStore } from '../islands/store-map/store-map-props';

/** Stores as the example shop's seed has them (a few of its 21 shops and 9 service centres). */
export const sampleStores: readonly MapStore[] = [
  { id: 1, kind: 'shop', title: 'Магазин «Вітрина», ТРЦ Gulliver', address: 'Київ, пл. Спортивна, 1А', lat: 50.4386, lng: 30.5234, hours: '10:00–21:00', phone: '+38 044 390 10 01' },
  { id: 2, kind: 'shop', title: 'Магазин «Вітрина», ТРЦ Lavina Mall', address: 'Київ, вул. Берковецька, 6Д', lat: 50.4931, lng: 30.3964, hours: '10:00–21:00', phone: '+38 044 390 10 02' },
  { id: 5, kind: 'shop', title: 'Магазин «Вітрина», ТРЦ Victoria Gardens', address: 'Львів, вул. Кульпарківська, 226А', lat: 49.8027, lng: 23.9807, hours: '10:00–21:00', phone: '+38 032 290 10 05' },
  { id: 7, kind: 'shop', title: 'Магазин «Вітрина», ТРЦ City Center', address: 'Одеса, просп. Небесної Сотні, 2', lat: 46.3905, lng: 30.7293, hours: '10:00–21:00', phone: '+38 048 790 10 07' },
  { id: 11, kind: 'shop', title: 'Магазин «Вітрина», ТРЦ Nikolsky', address: 'Харків, вул. Грецька, 1А', lat: 49.9875, lng: 36.2311, hours: '10:00–21:00', phone: '+38 057 790 10 11' },
  { id: 22, kind: 'service', title: 'Сервісний центр «Вітрина», Лівий берег', address: 'Київ, вул. Євгена Сверстюка, 11', lat: 50.4521, lng: 30.5984, hours: 'Пн–Пт 09:00–19:00, Сб 10:00–16:00', phone: '+38 044 390 20 01' },
  { id: 24, kind: 'service', title: 'Сервісний центр «Вітрина», Центр', address: 'Львів, вул. Городоцька, 36', lat: 49.8407, lng: 24.0147, hours: 'Пн–Пт 09:00–19:00, Сб 10:00–16:00', phone: '+38 032 290 20 03' },
  { id: 25, kind: 'service', title: 'Сервісний центр «Вітрина», Центр', address: 'Одеса, вул. Канатна, 22', lat: 46.4745, lng: 30.7383, hours: 'Пн–Пт 09:00–19:00, Сб 10:00–16:00', phone: '+38 048 790 20 04' },
];

/** Near Lviv's Victoria Gardens: the nearest shop is it, the nearest service centre Lviv's. */
export const NEAR_LVIV = { latitude: 49.81, longitude: 23.99 } as const;
