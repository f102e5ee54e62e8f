import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cartMeta, onCartPage, storyCartApi, type CartStory } from '../../testing/cart-story-kit';
import { sampleCartLines } from '../../testing/sample-cart-lines';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';

const meta = { ...cartMeta, title: 'Widgets/Cart/Codes and bonuses' } satisfies Meta<typeof cartMeta.component>;
export default meta;

const promoCodes = { VITRINA10: 10, USED2025: 'used' } as const;
const withCodes = { linesIn: sampleCartLines, promoCodes };
const promoField = { uk: 'Промокод', ru: 'Промокод' };
const bonusesRegion = { uk: 'Бонуси', ru: 'Бонусы' };
const bonusesField = { uk: 'Скільки бонусів списати', ru: 'Сколько бонусов списать' };
const spendButton = { uk: 'Списати бонуси', ru: 'Списать бонусы' };

type PlayContext = Parameters<NonNullable<CartStory['play']>>[0];

async function applyCode(context: PlayContext, code: string): Promise<void> {
  const { canvas, userEvent } = context;
  const field = await canvas.findByRole('textbox', { name: text(context, promoField) });
  await userEvent.type(field, code);
  await userEvent.keyboard('{Enter}');
}

async function spendBonuses(context: PlayContext, amount: string): Promise<ReturnType<typeof within>> {
  const { canvas, userEvent } = context;
  const region = within(await canvas.findByRole('region', { name: text(context, bonusesRegion) }));
  await userEvent.type(region.getByRole('textbox', { name: text(context, bonusesField) }), amount);
  await userEvent.click(region.getByRole('button', { name: text(context, spendButton) }));
  return region;
}

/** A code applied: its discount comes off the total. */
export const PromoCodeApplied: CartStory = {
  ...onCartPage({ ...withCodes, promo: 'VITRINA10' }),
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, { uk: 'Промокод VITRINA10 застосовано (−2 294 грн)', ru: 'Промокод VITRINA10 применён (−2 294 грн)' }))).toBeVisible();
    await expect(canvas.getByText('−2 294 грн')).toBeVisible();
    await expect(canvas.getByText('20 651 грн')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(context, { uk: 'Видалити промокод', ru: 'Удалить промокод' }) })).toBeVisible();
  },
};
export const PromoCodeAppliedRu: CartStory = inRussian(PromoCodeApplied);

/** Fewer than 4 characters: refused before anything is sent. */
export const PromoCodeTooShort: CartStory = {
  ...onCartPage(withCodes),
  async play(context) {
    await applyCode(context, 'ABC');
    await expect(await context.canvas.findByText(text(context, { uk: 'Промокод має містити щонайменше 4 символи', ru: 'Промокод должен содержать не менее 4 символов' }))).toBeVisible();
    await expect(storyCartApi().changes()).toEqual([]);
  },
};
export const PromoCodeTooShortRu: CartStory = inRussian(PromoCodeTooShort);

/** A code the shop does not know. */
export const PromoCodeNotFound: CartStory = {
  ...onCartPage(withCodes),
  async play(context) {
    await applyCode(context, 'NOSUCHCODE');
    await expect(await context.canvas.findByText(text(context, { uk: 'Промокод не знайдено', ru: 'Промокод не найден' }))).toBeVisible();
  },
};
export const PromoCodeNotFoundRu: CartStory = inRussian(PromoCodeNotFound);

/** A code used already. */
export const PromoCodeUsed: CartStory = {
  ...onCartPage(withCodes),
  async play(context) {
    await applyCode(context, 'USED2025');
    await expect(await context.canvas.findByText(text(context, { uk: 'Цей промокод уже використано', ru: 'Этот промокод уже использован' }))).toBeVisible();
  },
};
export const PromoCodeUsedRu: CartStory = inRussian(PromoCodeUsed);

/** The server keeps the code: removing it failed. */
export const PromoCodeRemoveFailed: CartStory = {
  ...onCartPage({ ...withCodes, promo: 'VITRINA10', then: (api) => api.refuseNext(422, 'errors.promo_code_remove_failed') }),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: text(context, { uk: 'Видалити промокод', ru: 'Удалить промокод' }) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text(context, { uk: 'Не вдалося видалити промокод', ru: 'Не удалось удалить промокод' }));
  },
};
export const PromoCodeRemoveFailedRu: CartStory = inRussian(PromoCodeRemoveFailed);

/** A guest's referral code: log in first. */
export const ReferralCodeNeedsLogin: CartStory = {
  ...onCartPage(withCodes),
  async play(context) {
    const { canvas, userEvent } = context;
    const region = within(await canvas.findByRole('region', { name: text(context, { uk: 'Реферальний код', ru: 'Реферальный код' }) }));
    const prompt = { uk: 'Щоб застосувати реферальний код, увійдіть в акаунт', ru: 'Чтобы применить реферальный код, войдите в аккаунт' };
    await expect(region.getByText(text(context, prompt), { exact: false })).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: text(context, { uk: 'Увійти', ru: 'Войти' }) }));
    await waitFor(() => expect(vitrinaOf(context).state.modal.value).toEqual({ open: true, id: 'login' }));
  },
};
export const ReferralCodeNeedsLoginRu: CartStory = inRussian(ReferralCodeNeedsLogin);

const signedIn = { ...withCodes, signedIn: true, balance: 5000 };

/** A signed-in shopper's bonuses: the balance and the order's maximum. */
export const Bonuses: CartStory = {
  ...onCartPage(signedIn),
  async play(context) {
    const region = within(await context.canvas.findByRole('region', { name: text(context, bonusesRegion) }));
    await expect(region.getByText(text(context, { uk: 'На рахунку: 5000', ru: 'На счету: 5000' }))).toBeVisible();
    await expect(region.getByText(text(context, { uk: 'Для цього замовлення — не більше 6883', ru: 'Для этого заказа — не больше 6883' }))).toBeVisible();
  },
};
export const BonusesRu: CartStory = inRussian(Bonuses);

/** Bonuses spent: they come off the total, and can be given back. */
export const BonusesSpent: CartStory = {
  ...onCartPage({ ...signedIn, bonuses: 1000 }),
  async play(context) {
    const region = within(await context.canvas.findByRole('region', { name: text(context, bonusesRegion) }));
    await expect(region.getByText(text(context, { uk: 'Списано бонусів: 1000', ru: 'Списано бонусов: 1000' }))).toBeVisible();
    await expect(context.canvas.getByText('21 945 грн')).toBeVisible();
  },
};
export const BonusesSpentRu: CartStory = inRussian(BonusesSpent);

/** Not a whole number of bonuses. */
export const BonusesIncorrect: CartStory = {
  ...onCartPage(signedIn),
  async play(context) {
    const region = await spendBonuses(context, '12.5');
    await expect(await region.findByText(text(context, { uk: 'Вкажіть правильну кількість бонусів', ru: 'Укажите правильное количество бонусов' }))).toBeVisible();
  },
};
export const BonusesIncorrectRu: CartStory = inRussian(BonusesIncorrect);

/** More than the balance. */
export const BonusesInsufficient: CartStory = {
  ...onCartPage(signedIn),
  async play(context) {
    const region = await spendBonuses(context, '5001');
    await expect(await region.findByText(text(context, { uk: 'На рахунку недостатньо бонусів', ru: 'На счету недостаточно бонусов' }))).toBeVisible();
  },
};
export const BonusesInsufficientRu: CartStory = inRussian(BonusesInsufficient);

/** More than the order takes. */
export const BonusesOverMaximum: CartStory = {
  ...onCartPage({ ...signedIn, balance: 100_000 }),
  async play(context) {
    const region = await spendBonuses(context, '6884');
    await expect(
      await region.findByText(text(context, {
        uk: 'Перевищено максимальну кількість бонусів для цього замовлення',
        ru: 'Превышено максимальное количество бонусов для этого заказа',
      })),
    ).toBeVisible();
  },
};
export const BonusesOverMaximumRu: CartStory = inRussian(BonusesOverMaximum);
