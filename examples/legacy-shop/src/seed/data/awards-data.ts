import type { Localized } from '../localized';

/** Awards of some models: every product whose brand matches and whose line or variant model matches gets it. */
export interface AwardSeed {
  readonly brand: string;
  readonly model: string;
  /** Name of the award's placeholder picture (/images/award/<image>.svg). */
  readonly image: string;
  readonly annotation: Localized;
}

export const awardSeeds: readonly AwardSeed[] = [
  { brand: 'Sony', model: 'WH-1000XM5', image: 'eisa-2023', annotation: { uk: 'Премія EISA 2023–2024: найкращі навушники', ru: 'Премия EISA 2023–2024: лучшие наушники' } },
  { brand: 'Samsung', model: 'Galaxy S24 Ultra', image: 'red-dot-2024', annotation: { uk: 'Red Dot Award 2024 за дизайн', ru: 'Red Dot Award 2024 за дизайн' } },
  { brand: 'Apple', model: 'MacBook Air 13 M3', image: 'if-design-2025', annotation: { uk: 'iF Design Award 2025', ru: 'iF Design Award 2025' } },
  { brand: 'Dyson', model: 'V15 Detect Absolute', image: 'red-dot-2022', annotation: { uk: 'Red Dot Award 2022: найкращий дизайн', ru: 'Red Dot Award 2022: лучший дизайн' } },
  { brand: 'LG', model: 'OLED55C46LA', image: 'eisa-2024', annotation: { uk: 'Премія EISA 2024–2025: преміум OLED-телевізор', ru: 'Премия EISA 2024–2025: премиум OLED-телевизор' } },
  { brand: 'LG', model: 'OLED65C46LA', image: 'eisa-2024', annotation: { uk: 'Премія EISA 2024–2025: преміум OLED-телевізор', ru: 'Премия EISA 2024–2025: премиум OLED-телевизор' } },
  { brand: 'JBL', model: 'Flip 6', image: 'editors-choice', annotation: { uk: 'Вибір редакції 2024', ru: 'Выбор редакции 2024' } },
];
