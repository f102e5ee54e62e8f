import type { Db } from '../db/open-database';
import { deliveryLimits } from './delivery-limits';
import { STATUS_FLAGS } from './product-status';
import { productImage, type ProductPlan } from './products';

/** Writes the products and their characteristics. */
export function insertProducts(db: Db, plans: readonly ProductPlan[]): { products: number; characteristics: number } {
  const product = db.prepare(
    `INSERT INTO products (id, category_id, slug, title_uk, title_ru, brand, image, price, price_with_discount, bonus,
       rating, count_reviews, in_waiting, in_stock, is_ends, not_available, btn_to_cart, btn_preorder, btn_notify,
       is_corporate, is_available_for_credit, is_available_to_buy, item_category2, popularity, is_top, supplier_id,
       description_uk, description_ru, created_at, self_pickup, parcel_locker)
     VALUES (@id, @category_id, @slug, @title_uk, @title_ru, @brand, @image, @price, @price_with_discount, @bonus,
       @rating, @count_reviews, @in_waiting, @in_stock, @is_ends, @not_available, @btn_to_cart, @btn_preorder, @btn_notify,
       @is_corporate, @is_available_for_credit, @is_available_to_buy, @item_category2, @popularity, @is_top, @supplier_id,
       @description_uk, @description_ru, @created_at, @self_pickup, @parcel_locker)`,
  );
  const characteristic = db.prepare(
    `INSERT INTO product_characteristics (product_id, position, name_uk, name_ru, value_uk, value_ru, is_main)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let characteristics = 0;
  for (const plan of plans) {
    const limits = deliveryLimits(plan);
    product.run({
      id: plan.id,
      category_id: plan.category.id,
      slug: plan.slug,
      title_uk: plan.title.uk,
      title_ru: plan.title.ru,
      brand: plan.brand,
      image: productImage(plan),
      price: plan.price,
      price_with_discount: plan.priceWithDiscount,
      bonus: plan.bonus,
      rating: plan.rating,
      count_reviews: plan.countReviews,
      ...STATUS_FLAGS[plan.status],
      is_corporate: plan.isCorporate ? 1 : 0,
      is_available_for_credit: plan.isAvailableForCredit ? 1 : 0,
      item_category2: plan.itemCategory2,
      popularity: plan.popularity,
      is_top: plan.isTop ? 1 : 0,
      supplier_id: plan.supplierId,
      description_uk: plan.description.uk,
      description_ru: plan.description.ru,
      created_at: plan.createdAt,
      self_pickup: limits.selfPickup ? 1 : 0,
      parcel_locker: limits.parcelLocker ? 1 : 0,
    });
    for (const row of plan.characteristics) {
      characteristic.run(plan.id, row.position, row.name.uk, row.name.ru, row.value.uk, row.value.ru, row.isMain ? 1 : 0);
      characteristics += 1;
    }
  }
  return { products: plans.length, characteristics };
}
