import type { Db } from '../db/open-database';
import { bonusHistoryFromOrders } from '../db/schema/bonus-tables';
import { insertAccountLists, insertDemoAccounts } from './accounts';
import { seedBanks } from './banks';
import { seedCategories, seedLabels } from './categories';
import { seedContent } from './content';
import { insertCreditItems, planCreditItems } from './credit-items';
import { seedDistributors } from './distributors';
import { seedCities, seedDeliveryDepartments, seedStores } from './geography';
import { insertGifts, planGifts } from './gifts';
import { insertProducts } from './insert-products';
import { insertLabels, planLabels } from './labels';
import { insertOrders } from './orders';
import { insertAwards, insertProductDistributors, insertProductServices } from './product-links';
import { planProducts } from './products';
import { seedPromoCodes } from './promo-codes';
import { randomFor } from './random';

/** What a seed wrote, by table. */
export interface SeedReport {
  readonly categories: number;
  readonly labels: number;
  readonly products: number;
  readonly characteristics: number;
  readonly productLabels: number;
  readonly awards: number;
  readonly creditItems: number;
  readonly productServices: number;
  readonly gifts: number;
  readonly banks: number;
  readonly distributors: number;
  readonly productDistributors: number;
  readonly cities: number;
  readonly deliveryDepartments: number;
  readonly shops: number;
  readonly serviceCentres: number;
  readonly contentRows: number;
  readonly promoCodes: number;
  readonly users: number;
  readonly favorites: number;
  readonly compares: number;
  readonly orders: number;
  readonly paymentLinkToken: string;
}

/**
 * Writes the whole demo shop into an empty database in one transaction. Every generator draws
 * from its own seeded stream, so the data are the same on every run (except password salts).
 */
export function seedDatabase(db: Db): SeedReport {
  return db.transaction((): SeedReport => {
    const categories = seedCategories(db);
    const labels = seedLabels(db);
    const plans = planProducts(randomFor('products'));
    const { products, characteristics } = insertProducts(db, plans);
    const gifts = planGifts(plans, randomFor('gifts'));
    insertGifts(db, gifts);
    const productLabels = insertLabels(db, planLabels(plans, gifts, randomFor('labels')));
    const awards = insertAwards(db, plans);
    const creditItems = insertCreditItems(db, planCreditItems(plans, randomFor('credit-items')));
    const productServices = insertProductServices(db, plans);
    const banks = seedBanks(db);
    const distributors = seedDistributors(db);
    const productDistributors = insertProductDistributors(db, plans, randomFor('distributors'));
    const cities = seedCities(db);
    const deliveryDepartments = seedDeliveryDepartments(db, randomFor('departments'));
    const { shops, services } = seedStores(db);
    const contentRows = seedContent(db);
    const promoCodes = seedPromoCodes(db);
    const accounts = insertDemoAccounts(db, randomFor('accounts'));
    const { favorites, compares } = insertAccountLists(db, accounts);
    const { orders, paymentLinkToken } = insertOrders(db, accounts, randomFor('orders'));
    db.exec(bonusHistoryFromOrders);
    return {
      categories,
      labels,
      products,
      characteristics,
      productLabels,
      awards,
      creditItems,
      productServices,
      gifts: gifts.length,
      banks,
      distributors,
      productDistributors,
      cities,
      deliveryDepartments,
      shops,
      serviceCentres: services,
      contentRows,
      promoCodes,
      users: Object.keys(accounts).length,
      favorites,
      compares,
      orders,
      paymentLinkToken,
    };
  })();
}

/** Fills an empty database with the demo catalogue, content and accounts; returns whether it did. */
export function seedIfEmpty(db: Db): boolean {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM products').get() as { count: number };
  if (count > 0) return false;
  seedDatabase(db);
  return true;
}
