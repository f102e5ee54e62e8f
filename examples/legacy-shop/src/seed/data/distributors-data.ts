import type { Localized } from '../localized';

export interface DistributorSeed {
  readonly id: number;
  readonly name: string;
  readonly city: Localized;
  readonly phone: string;
  readonly email: string;
}

/** Wholesale suppliers the super-admin sees per product (made-up companies on .example domains). */
export const distributorSeeds: readonly DistributorSeed[] = [
  { id: 1, name: 'ТОВ «Дніпро Дистрибуція»', city: { uk: 'Дніпро', ru: 'Днепр' }, phone: '+38 056 700 11 01', email: 'sales@dnipro-distribution.example' },
  { id: 2, name: 'ТОВ «Київ Електронікс Трейд»', city: { uk: 'Київ', ru: 'Киев' }, phone: '+38 044 500 22 02', email: 'opt@kyiv-electronics.example' },
  { id: 3, name: 'ТОВ «Галицька Техніка»', city: { uk: 'Львів', ru: 'Львов' }, phone: '+38 032 240 33 03', email: 'b2b@halytska-tekhnika.example' },
  { id: 4, name: 'ТОВ «Чорноморський Імпорт»', city: { uk: 'Одеса', ru: 'Одесса' }, phone: '+38 048 730 44 04', email: 'import@chornomorskyi.example' },
  { id: 5, name: 'ТОВ «Слобожанська Цифра»', city: { uk: 'Харків', ru: 'Харьков' }, phone: '+38 057 720 55 05', email: 'sales@slobozhanska-tsyfra.example' },
  { id: 6, name: 'ТОВ «Поділля Постач»', city: { uk: 'Вінниця', ru: 'Винница' }, phone: '+38 043 250 66 06', email: 'opt@podillia-postach.example' },
  { id: 7, name: 'ТОВ «Полісся Трейд»', city: { uk: 'Житомир', ru: 'Житомир' }, phone: '+38 041 240 77 07', email: 'trade@polissia.example' },
];
