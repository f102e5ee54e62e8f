import type { Db } from '../db/open-database';
import { imageUrl } from '../images/image-url';
import { categorySeeds } from './data/categories-data';
import { labelSeeds } from './data/labels-data';

export function seedCategories(db: Db): number {
  const insert = db.prepare(
    `INSERT INTO categories (id, slug, title_uk, title_ru, image, position, item_category, is_services)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  categorySeeds.forEach((category, index) => {
    insert.run(
      category.id,
      category.slug,
      category.title.uk,
      category.title.ru,
      imageUrl('category', category.slug),
      index + 1,
      category.itemCategory,
      category.isServices ? 1 : 0,
    );
  });
  return categorySeeds.length;
}

export function seedLabels(db: Db): number {
  const insert = db.prepare('INSERT INTO labels (id, title_uk, title_ru, color) VALUES (?, ?, ?, ?)');
  for (const label of labelSeeds) insert.run(label.id, label.title.uk, label.title.ru, label.color);
  return labelSeeds.length;
}
