import * as z from 'zod/mini';

/** A Nova Poshta branch (`newpost`) or parcel locker (`np-mailbox`) of a city (GET np-dep). */
export const deliveryDepartmentSchema = z.object({
  id: z.int().check(z.positive()),
  number: z.int().check(z.positive()),
  city_id: z.int().check(z.positive()),
  delivery_type: z.enum(['newpost', 'np-mailbox']),
  title: z.string(),
  address: z.string(),
});

export type DeliveryDepartment = z.infer<typeof deliveryDepartmentSchema>;
