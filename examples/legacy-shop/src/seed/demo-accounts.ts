/** The demo accounts the seed creates: log in with these on the example shop and in tests. */
export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Digits with the country code. */
  readonly phone: string;
  /** YYYY-MM-DD. */
  readonly birthday: string | null;
  /** Role slug: null for a regular customer. */
  readonly role: 'corporate' | 'super_corporate' | 'super_admin' | null;
  readonly lang: 'uk' | 'ru';
  readonly handedness: 'left' | 'right' | null;
  readonly canSeeDistributors: boolean;
  readonly isExtendedFilter: boolean;
  readonly bonuses: number;
  /** What logging in as this account shows. */
  readonly demonstrates: string;
}

export const demoAccounts = {
  customer: {
    email: 'customer@vitrina.example',
    password: 'customer123',
    firstName: 'Оксана',
    lastName: 'Коваленко',
    phone: '380671234567',
    birthday: '1991-03-14',
    role: null,
    lang: 'uk',
    handedness: 'right',
    canSeeDistributors: false,
    isExtendedFilter: true,
    bonuses: 1500,
    demonstrates:
      'a regular customer: 1500 bonuses with their history, favourites and compares, a processed pre-order, a saved address, extended filters, ' +
      'orders paid / cancelled / needing payment (with a payment link)',
  },
  corporate: {
    email: 'corporate@vitrina.example',
    password: 'corporate123',
    firstName: 'Андрій',
    lastName: 'Мельник',
    phone: '380501112233',
    birthday: '1985-11-02',
    role: 'corporate',
    lang: 'uk',
    handedness: 'right',
    canSeeDistributors: false,
    isExtendedFilter: false,
    bonuses: 0,
    demonstrates: 'a corporate (B2B) buyer: sees corporate-only products, purchases shown as requests, company transfer, no credit badges or one-click',
  },
  superCorporate: {
    email: 'supercorp@vitrina.example',
    password: 'supercorp123',
    firstName: 'Ірина',
    lastName: 'Бондаренко',
    phone: '380631234567',
    birthday: null,
    role: 'super_corporate',
    lang: 'uk',
    handedness: null,
    canSeeDistributors: false,
    isExtendedFilter: false,
    bonuses: 0,
    demonstrates: 'a super-corporate buyer (role super_corporate): corporate rules, sole-trader transfer',
  },
  admin: {
    email: 'admin@vitrina.example',
    password: 'admin12345',
    firstName: 'Тарас',
    lastName: 'Шевчук',
    phone: '380931234567',
    birthday: '1980-06-21',
    role: 'super_admin',
    lang: 'uk',
    handedness: 'right',
    canSeeDistributors: true,
    isExtendedFilter: true,
    bonuses: 250,
    demonstrates: 'a super-admin who may see distributors: the extra availability (distributors) button on category cards',
  },
  leftHanded: {
    email: 'lefty@vitrina.example',
    password: 'lefty123',
    firstName: 'Марія',
    lastName: 'Ткаченко',
    phone: '380661234567',
    birthday: '1998-09-05',
    role: null,
    lang: 'uk',
    handedness: 'left',
    canSeeDistributors: false,
    isExtendedFilter: false,
    bonuses: 120,
    demonstrates: 'a left-handed user: filter and sort buttons swapped on category pages',
  },
  russian: {
    email: 'russian@vitrina.example',
    password: 'russian123',
    firstName: 'Дмитрий',
    lastName: 'Соколов',
    phone: '380991234567',
    birthday: '1975-01-30',
    role: null,
    lang: 'ru',
    handedness: 'right',
    canSeeDistributors: false,
    isExtendedFilter: false,
    bonuses: 300,
    demonstrates: 'a Russian-speaking customer: the shop in Russian after login, a credit order and a cash order',
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof demoAccounts;
