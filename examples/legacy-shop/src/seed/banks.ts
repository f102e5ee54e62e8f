import type { Db } from '../db/open-database';
import { imageUrl } from '../images/image-url';
import { bankSeeds } from './data/banks-data';

export function seedBanks(db: Db): number {
  const insert = db.prepare(
    `INSERT INTO banks (id, title, logo, credit_type, title_uk, title_ru, monthly_rate, months)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const bank of bankSeeds) {
    insert.run(
      bank.id,
      bank.bank,
      imageUrl('bank', bank.logo, bank.bank),
      bank.creditType,
      bank.title.uk,
      bank.title.ru,
      bank.monthlyRate,
      JSON.stringify(bank.months),
    );
  }
  return bankSeeds.length;
}
