import type { Db } from '../db/open-database';
import { imageUrl } from '../images/image-url';
import { awardSeeds } from './data/awards-data';
import { distributorSeeds } from './data/distributors-data';
import type { ProductPlan } from './products';
import type { Random } from './random';

/** Bundle services: each service with the goods of its categories (and price range). */
export function insertProductServices(db: Db, plans: readonly ProductPlan[]): number {
  const insert = db.prepare('INSERT INTO product_services (product_id, service_id) VALUES (?, ?)');
  const servicePlans = plans.filter((plan) => plan.service);
  let rows = 0;
  for (const plan of plans) {
    if (plan.service) continue;
    for (const servicePlan of servicePlans) {
      const service = servicePlan.service;
      if (!service || !service.forCategories.includes(plan.category.slug)) continue;
      const [min, max] = service.priceRange ?? [0, Number.MAX_SAFE_INTEGER];
      if (plan.price < min || plan.price >= max) continue;
      insert.run(plan.id, servicePlan.id);
      rows += 1;
    }
  }
  return rows;
}

export function insertAwards(db: Db, plans: readonly ProductPlan[]): number {
  const insert = db.prepare('INSERT INTO product_awards (product_id, image, annotation_uk, annotation_ru) VALUES (?, ?, ?, ?)');
  let rows = 0;
  for (const award of awardSeeds) {
    for (const plan of plans) {
      if (plan.brand !== award.brand || !plan.models.includes(award.model)) continue;
      insert.run(plan.id, imageUrl('award', award.image), award.annotation.uk, award.annotation.ru);
      rows += 1;
    }
  }
  return rows;
}

/** Distributors holding about two thirds of the goods, one to three each. */
export function insertProductDistributors(db: Db, plans: readonly ProductPlan[], random: Random): number {
  const insert = db.prepare('INSERT INTO product_distributors (product_id, distributor_id, quantity) VALUES (?, ?, ?)');
  let rows = 0;
  for (const plan of plans) {
    if (plan.service || !random.chance(0.65)) continue;
    const chosen = random.sample(distributorSeeds, random.int(1, 3)).sort((a, b) => a.id - b.id);
    for (const distributor of chosen) {
      insert.run(plan.id, distributor.id, random.chance(0.15) ? 0 : random.int(1, 150));
      rows += 1;
    }
  }
  return rows;
}
