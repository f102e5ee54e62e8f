import type { DeliveryDepartment, Lang } from '@vitrina/core';
import { ApiError } from '../../../http/api-error';
import type { ApiHandler } from '../../handler';

type Kind = 'branch' | 'locker';

const DELIVERY_TYPE: Readonly<Record<Kind, DeliveryDepartment['delivery_type']>> = { branch: 'newpost', locker: 'np-mailbox' };
const KIND: Readonly<Record<DeliveryDepartment['delivery_type'], Kind>> = { newpost: 'branch', 'np-mailbox': 'locker' };
const TITLE: Readonly<Record<Lang, Readonly<Record<Kind, string>>>> = {
  uk: { branch: 'Відділення', locker: 'Поштомат' },
  ru: { branch: 'Отделение', locker: 'Почтомат' },
};

interface DepartmentRow {
  id: number;
  number: number;
  city_id: number;
  kind: Kind;
  address: string;
}

/** Nova Poshta branches (`newpost`) and parcel lockers (`np-mailbox`) of a city, by number. */
export const deliveryDepartments: ApiHandler<'deliveryDepartments'> = ({ db, input, lang }) => {
  const city = db.prepare('SELECT id FROM cities WHERE id = ?').get(input.city_id);
  if (!city) throw new ApiError(404, 'validation.city_not_found', `No city ${input.city_id}`);
  const t = lang === 'ru' ? 'ru' : 'uk';
  const rows = db
    .prepare(
      `SELECT id, number, city_id, kind, address_${t} AS address FROM delivery_departments
       WHERE city_id = ? AND (? IS NULL OR kind = ?) ORDER BY number, id`,
    )
    .all(input.city_id, input.delivery_type ?? null, input.delivery_type ? KIND[input.delivery_type] : null) as DepartmentRow[];
  const data: DeliveryDepartment[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    city_id: row.city_id,
    delivery_type: DELIVERY_TYPE[row.kind],
    title: `${TITLE[lang][row.kind]} №${row.number}`,
    address: row.address,
  }));
  return { success: true, data };
};
