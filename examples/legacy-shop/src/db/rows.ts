/** Row shapes of the tables more than one module reads. */
export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  birthday: string | null;
  role: string | null;
  lang: 'uk' | 'ru';
  handedness: 'left' | 'right' | null;
  can_see_distributors: 0 | 1;
  is_extended_filter: 0 | 1;
  bonuses: number;
  social_network: string | null;
  social_id: string | null;
  created_at: string;
}
