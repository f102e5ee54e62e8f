// `pnpm db:reset`: deletes the shop's database (SHOP_DB, or the default under data/) and seeds a fresh one.
// Stop the shop first: a running server keeps the deleted file open.
import { demoAccounts } from '../seed/demo-accounts';
import { resetDatabase } from '../seed/reset-database';
import { readSettings } from '../settings';

const file = readSettings().databaseFile;
try {
  const { removed, report, milliseconds } = resetDatabase(file);
  console.log(removed.length > 0 ? `Deleted ${removed.join(', ')}` : `No database at ${file} yet`);
  console.log(`Created and seeded ${file} in ${milliseconds} ms:`);
  console.log(
    `  ${report.products} products in ${report.categories} categories, ${report.cities} cities with ` +
      `${report.deliveryDepartments} Nova Poshta branches and lockers, ${report.shops} shops and ${report.serviceCentres} service centres,`,
  );
  console.log(`  ${report.banks} credit providers, ${report.promoCodes} promo codes, ${report.orders} orders, ${report.users} demo accounts:`);
  for (const account of Object.values(demoAccounts)) {
    console.log(`    ${account.email.padEnd(28)} ${account.password.padEnd(14)} ${account.role ?? 'customer'}`);
  }
  console.log(`  payment link of the order awaiting payment: ${report.paymentLinkToken}`);
} catch (error) {
  console.error(`Could not reset ${file}:`, error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
