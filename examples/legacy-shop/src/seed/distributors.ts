import type { Db } from '../db/open-database';
import { distributorSeeds } from './data/distributors-data';

export function seedDistributors(db: Db): number {
  const insert = db.prepare('INSERT INTO distributors (id, name, city_uk, city_ru, phone, email) VALUES (?, ?, ?, ?, ?, ?)');
  for (const distributor of distributorSeeds) {
    insert.run(distributor.id, distributor.name, distributor.city.uk, distributor.city.ru, distributor.phone, distributor.email);
  }
  return distributorSeeds.length;
}
