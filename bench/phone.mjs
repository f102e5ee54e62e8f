import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { measurePhone } from './lib/measure-phone.mjs';
import { phoneOptions } from './lib/phone-options.mjs';
import { printPhone } from './lib/phone-report.mjs';

/** The phone-class part of the benchmark alone (table 10 and its budgets), on the last widgets build. */
const started = performance.now();
const log = (message) => console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const phone = await measurePhone(phoneOptions(log));
await mkdir(fileURLToPath(new URL('dist', import.meta.url)), { recursive: true });
await writeFile(new URL('dist/phone-run.json', import.meta.url), `${JSON.stringify(phone, null, 2)}\n`);
const budgets = [];
printPhone(phone, budgets);
console.log('\n# Budgets\n');
for (const budget of budgets) console.log(`${budget.ok ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.value}`);
process.exitCode = budgets.some((budget) => !budget.ok) ? 1 : 0;
