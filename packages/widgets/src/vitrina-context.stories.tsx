import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { languages, type Vitrina } from '@vitrina/core';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { inRussian, text } from './testing/story-fixtures';
import { useVitrina } from './vitrina-context';

/** A stand-in island: it reads the SDK of the nearest VitrinaProvider, as every widget does. */
function SdkReadout() {
  useSignals();
  const { state, i18n, format } = useVitrina();
  const lang = state.lang.value;
  return (
    <>
      <dl>
        <dt>{i18n.t('header.language')}</dt>
        <dd>{languages.find((language) => language.code === lang)?.label}</dd>
        <dt>{i18n.t('product.price')}</dt>
        <dd>{format.price(12499)}</dd>
      </dl>
      <p>
        {i18n.t('product.rating', { rating: 4.5 })}, {i18n.t('product.reviews', { count: 3 })}
      </p>
    </>
  );
}

const meta = {
  title: 'Foundations/VitrinaProvider',
  component: SdkReadout,
} satisfies Meta<typeof SdkReadout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's language. */
export const Default: Story = {};

/** The texts, the language's name and `<html lang>` all follow the story's language. */
export const Ukrainian: Story = {
  globals: { locale: 'uk' },
  async play(context) {
    await expect(context.canvas.getByText(text(context, { uk: 'Мова', ru: 'Язык' }))).toBeVisible();
    await expect(document.documentElement.lang).toBe(context.globals.locale);
  },
};

export const Russian: Story = inRussian(Ukrainian);

/**
 * The server's wording wins over the bundled one once `i18n.ready()` has loaded it: this story
 * answers the translations request itself and waits for it before rendering.
 */
export const ServerTranslations: Story = {
  parameters: {
    msw: [
      http.get('/api/shop/translations/:lang', ({ params }) =>
        HttpResponse.json({
          success: true,
          data: { product: { price: params.lang === 'ru' ? 'Цена сегодня' : 'Ціна сьогодні' } },
        }),
      ),
    ],
  },
  async beforeEach({ loaded }) {
    await (loaded.vitrina as Vitrina).i18n.ready();
  },
  async play(context) {
    await expect(context.canvas.getByText(text(context, { uk: 'Ціна сьогодні', ru: 'Цена сегодня' }))).toBeVisible();
  },
};

export const ServerTranslationsRu: Story = inRussian(ServerTranslations);
