import { runHeadlessExample } from './run-headless-example';

const shopUrl = process.env.SHOP_URL ?? 'http://127.0.0.1:3000';
const account =
  process.env.SHOP_EMAIL && process.env.SHOP_PASSWORD ? { email: process.env.SHOP_EMAIL, password: process.env.SHOP_PASSWORD } : undefined;

try {
  await runHeadlessExample({ shopUrl, log: (line) => console.log(line), ...(account ? { account } : {}) });
} catch (error) {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exitCode = 1;
}
