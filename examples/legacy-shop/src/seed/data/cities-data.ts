import type { Localized } from '../localized';

export interface CitySeed {
  readonly id: number;
  readonly title: Localized;
  readonly region: Localized;
  /** The city centre, for the stores on the map. */
  readonly lat: number;
  readonly lng: number;
  /** 1 the capital, 2 the largest cities, 3 regional centres, 4 other towns: how many branches it gets. */
  readonly size: 1 | 2 | 3 | 4;
}

/** The default city of the checkout (DEFAULT_CITY_ID). */
export const KYIV_ID = 56;

const region = (uk: string, ru: string): Localized => ({ uk: `${uk} область`, ru: `${ru} область` });

const kyivRegion = region('Київська', 'Киевская');
const dnipro = region('Дніпропетровська', 'Днепропетровская');
const lviv = region('Львівська', 'Львовская');
const odesa = region('Одеська', 'Одесская');
const poltava = region('Полтавська', 'Полтавская');
const sumy = region('Сумська', 'Сумская');
const frankivsk = region('Івано-Франківська', 'Ивано-Франковская');
const zakarpattia = region('Закарпатська', 'Закарпатская');
const cherkasy = region('Черкаська', 'Черкасская');
const khmelnytskyi = region('Хмельницька', 'Хмельницкая');
const zhytomyr = region('Житомирська', 'Житомирская');
const volyn = region('Волинська', 'Волынская');
const chernihiv = region('Чернігівська', 'Черниговская');
const kirovohrad = region('Кіровоградська', 'Кировоградская');
const donetsk = region('Донецька', 'Донецкая');

function city(id: number, uk: string, ru: string, area: Localized, lat: number, lng: number, size: CitySeed['size']): CitySeed {
  return { id, title: { uk, ru }, region: area, lat, lng, size };
}

export const citySeeds: readonly CitySeed[] = [
  city(KYIV_ID, 'Київ', 'Киев', { uk: 'місто Київ', ru: 'город Киев' }, 50.4501, 30.5234, 1),
  city(1, 'Харків', 'Харьков', region('Харківська', 'Харьковская'), 49.9935, 36.2304, 2),
  city(2, 'Одеса', 'Одесса', odesa, 46.4825, 30.7233, 2),
  city(3, 'Дніпро', 'Днепр', dnipro, 48.4647, 35.0462, 2),
  city(4, 'Львів', 'Львов', lviv, 49.8397, 24.0297, 2),
  city(5, 'Запоріжжя', 'Запорожье', region('Запорізька', 'Запорожская'), 47.8388, 35.1396, 2),
  city(6, 'Вінниця', 'Винница', region('Вінницька', 'Винницкая'), 49.2331, 28.4682, 3),
  city(7, 'Житомир', 'Житомир', zhytomyr, 50.2547, 28.6587, 3),
  city(8, 'Івано-Франківськ', 'Ивано-Франковск', frankivsk, 48.9226, 24.7111, 3),
  city(9, 'Кропивницький', 'Кропивницкий', kirovohrad, 48.5079, 32.2623, 3),
  city(10, 'Луцьк', 'Луцк', volyn, 50.7472, 25.3254, 3),
  city(11, 'Миколаїв', 'Николаев', region('Миколаївська', 'Николаевская'), 46.975, 31.9946, 3),
  city(12, 'Полтава', 'Полтава', poltava, 49.5883, 34.5514, 3),
  city(13, 'Рівне', 'Ровно', region('Рівненська', 'Ровенская'), 50.6199, 26.2516, 3),
  city(14, 'Суми', 'Сумы', sumy, 50.9077, 34.7981, 3),
  city(15, 'Тернопіль', 'Тернополь', region('Тернопільська', 'Тернопольская'), 49.5535, 25.5948, 3),
  city(16, 'Ужгород', 'Ужгород', zakarpattia, 48.6208, 22.2879, 3),
  city(17, 'Херсон', 'Херсон', region('Херсонська', 'Херсонская'), 46.6354, 32.6169, 3),
  city(18, 'Хмельницький', 'Хмельницкий', khmelnytskyi, 49.4229, 26.9871, 3),
  city(19, 'Черкаси', 'Черкассы', cherkasy, 49.4444, 32.0598, 3),
  city(20, 'Чернівці', 'Черновцы', region('Чернівецька', 'Черновицкая'), 48.2921, 25.9358, 3),
  city(21, 'Чернігів', 'Чернигов', chernihiv, 51.4982, 31.2893, 3),
  city(22, 'Біла Церква', 'Белая Церковь', kyivRegion, 49.7968, 30.1311, 4),
  city(23, 'Бровари', 'Бровары', kyivRegion, 50.511, 30.7909, 4),
  city(24, 'Бориспіль', 'Борисполь', kyivRegion, 50.3527, 30.955, 4),
  city(25, 'Ірпінь', 'Ирпень', kyivRegion, 50.5218, 30.2506, 4),
  city(26, 'Буча', 'Буча', kyivRegion, 50.5435, 30.2128, 4),
  city(27, 'Фастів', 'Фастов', kyivRegion, 50.0777, 29.9178, 4),
  city(28, 'Обухів', 'Обухов', kyivRegion, 50.107, 30.6181, 4),
  city(29, 'Кривий Ріг', 'Кривой Рог', dnipro, 47.9105, 33.3918, 3),
  city(30, "Кам'янське", 'Каменское', dnipro, 48.5167, 34.6, 4),
  city(31, 'Нікополь', 'Никополь', dnipro, 47.5667, 34.4, 4),
  city(32, 'Павлоград', 'Павлоград', dnipro, 48.5333, 35.8667, 4),
  city(33, 'Кременчук', 'Кременчуг', poltava, 49.0659, 33.41, 4),
  city(34, 'Лубни', 'Лубны', poltava, 50.0186, 32.9869, 4),
  city(35, 'Умань', 'Умань', cherkasy, 48.7484, 30.2218, 4),
  city(36, "Кам'янець-Подільський", 'Каменец-Подольский', khmelnytskyi, 48.6845, 26.5853, 4),
  city(37, 'Мукачево', 'Мукачево', zakarpattia, 48.4393, 22.7178, 4),
  city(38, 'Дрогобич', 'Дрогобыч', lviv, 49.35, 23.5, 4),
  city(39, 'Стрий', 'Стрый', lviv, 49.2622, 23.8561, 4),
  city(40, 'Ізмаїл', 'Измаил', odesa, 45.3516, 28.8365, 4),
  city(41, 'Бердичів', 'Бердичев', zhytomyr, 49.8994, 28.6022, 4),
  city(42, 'Конотоп', 'Конотоп', sumy, 51.2403, 33.2026, 4),
  city(43, 'Шостка', 'Шостка', sumy, 51.8667, 33.4833, 4),
  city(44, 'Ковель', 'Ковель', volyn, 51.2153, 24.7087, 4),
  city(45, 'Ніжин', 'Нежин', chernihiv, 51.048, 31.8869, 4),
  city(46, 'Калуш', 'Калуш', frankivsk, 49.0119, 24.3733, 4),
  city(47, 'Коломия', 'Коломыя', frankivsk, 48.531, 25.0339, 4),
  city(48, "Слов'янськ", 'Славянск', donetsk, 48.8667, 37.6167, 4),
  city(49, 'Краматорськ', 'Краматорск', donetsk, 48.7389, 37.5844, 4),
  city(50, 'Олександрія', 'Александрия', kirovohrad, 48.6696, 33.1159, 4),
];
