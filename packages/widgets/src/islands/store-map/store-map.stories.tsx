import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { NEAR_LVIV, sampleStores } from '../../testing/sample-stores';
import { inRussian, text, vitrinaOf } from '../../testing/story-fixtures';
import { StoreMap } from './store-map';
import { atPhoneWidth } from '../../testing/story-viewports';

/*
 * The map page's island over the example shop's stores. The tiles' address is the story's own, and
 * every tile request fails (as on a machine without a network): the markers and the list work.
 */

const TILES = '/story-tiles/{z}/{x}/{y}.png';

const names = {
  nearest: { uk: 'Знайти найближчий до мене', ru: 'Найти ближайший ко мне' },
  region: { uk: 'Мапа магазинів і сервісних центрів', ru: 'Карта магазинов и сервисных центров' },
  services: { uk: 'Сервісні центри (3)', ru: 'Сервисные центры (3)' },
  shopKind: { uk: 'Магазин', ru: 'Магазин' },
  denied: {
    uk: 'Ви не дозволили браузеру визначити, де ви. Дозвольте це в налаштуваннях сайту або оберіть адресу зі списку.',
    ru: 'Вы не разрешили браузеру определить, где вы. Разрешите это в настройках сайта или выберите адрес из списка.',
  },
  unavailable: { uk: 'Не вдалося визначити, де ви. Оберіть адресу зі списку.', ru: 'Не удалось определить, где вы. Выберите адрес из списка.' },
  timeout: {
    uk: 'Браузер не встиг визначити, де ви. Спробуйте ще раз або оберіть адресу зі списку.',
    ru: 'Браузер не успел определить, где вы. Попробуйте ещё раз или выберите адрес из списка.',
  },
} as const;

const meta = {
  title: 'Widgets/Store map',
  component: StoreMap,
  args: { mapStores: [...sampleStores], tilesUrl: TILES, tilesAttribution: '© OpenStreetMap contributors', tilesAttributionUrl: 'https://www.openstreetmap.org/copyright' },
  parameters: { msw: [http.get('/story-tiles/*', () => HttpResponse.error())] },
  // The island's texts come with the whole dictionary, as the runtime loads it for this widget.
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
  render: (args) => (
    <section data-widget="store-map" style={{ maxWidth: 1100 }}>
      <StoreMap {...args} />
    </section>
  ),
} satisfies Meta<typeof StoreMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const markers = (context: StoryContext) => Array.from(context.canvasElement.querySelectorAll<HTMLElement>('.leaflet-marker-icon'));
const marker = (context: StoryContext, id: number) => context.canvasElement.querySelector<HTMLElement>(`.leaflet-marker-icon[data-store-id="${id}"]`)!;
const list = (context: StoryContext) => within(context.canvasElement.querySelector<HTMLElement>('.store-map-list')!);
const current = (context: StoryContext) => list(context).queryAllByRole('button', { current: true }).map((button) => button.textContent);

async function mapReady(context: StoryContext): Promise<void> {
  await waitFor(() => expect(context.canvasElement.querySelector('[data-map-ready]')).not.toBeNull(), { timeout: 10_000 });
}

/** The browser's geolocation while the story runs: a position, or an error code. */
function geolocation(answer: { latitude: number; longitude: number } | 1 | 2 | 3) {
  return () => {
    const fake = {
      getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
        if (typeof answer === 'object') setTimeout(() => success({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition), 50);
        else setTimeout(() => failure?.({ code: answer, message: '' } as GeolocationPositionError), 50);
      },
    };
    Object.defineProperty(navigator, 'geolocation', { value: fake, configurable: true });
    return () => {
      // The prototype's own getter answers again.
      delete (navigator as { geolocation?: unknown }).geolocation;
    };
  };
}

/** All the stores: a titled marker each, the list by kind, the attribution; the tiles failed and nothing shows it. */
export const AllStores: Story = {
  async play(context) {
    await mapReady(context);
    await expect(markers(context)).toHaveLength(8);
    await expect(context.canvas.getByRole('region', { name: text(context, names.region) })).toBeVisible();
    await expect(marker(context, 5).getAttribute('title')).toMatch(new RegExp(`^${text(context, names.shopKind)}: Магазин «Вітрина», ТРЦ Victoria Gardens`));
    await expect(list(context).getAllByRole('listitem')).toHaveLength(8);
    await expect(context.canvas.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
    await expect(current(context)).toEqual([]);
  },
};
export const AllStoresRu: Story = inRussian(AllStores);

/** A store chosen in the list: its marker highlighted, the map on it, its popup open. */
export const ChosenInList: Story = {
  async play(context) {
    await mapReady(context);
    list(context).getByRole('button', { name: /ТРЦ Victoria Gardens/ }).click();
    await waitFor(() => expect(marker(context, 5).classList.contains('is-selected')).toBe(true));
    await expect(current(context)).toEqual(['Магазин «Вітрина», ТРЦ Victoria Gardens']);
    // The popup fades in.
    await waitFor(() => expect(within(context.canvasElement.querySelector<HTMLElement>('.leaflet-popup-content')!).getByText('Магазин «Вітрина», ТРЦ Victoria Gardens')).toBeVisible());
  },
};
export const ChosenInListRu: Story = inRussian(ChosenInList);

/** A marker chosen on the map: the list marks its store. */
export const ChosenOnMap: Story = {
  async play(context) {
    await mapReady(context);
    marker(context, 24).click();
    await waitFor(() => expect(current(context)).toEqual(['Сервісний центр «Вітрина», Центр']));
    await expect(list(context).getByRole('button', { current: true }).getAttribute('aria-label')).toBe('Сервісний центр «Вітрина», Центр, Львів, вул. Городоцька, 36');
    await expect(marker(context, 24).classList.contains('is-selected')).toBe(true);
  },
};
export const ChosenOnMapRu: Story = inRussian(ChosenOnMap);

/** Service centres only: three markers, the shops gone from the list. */
export const ServiceCentres: Story = {
  async play(context) {
    await mapReady(context);
    context.canvas.getByRole('radio', { name: text(context, names.services) }).click();
    await waitFor(() => expect(markers(context).map((icon) => icon.dataset.storeId)).toEqual(['22', '24', '25']));
    await expect(list(context).getAllByRole('listitem')).toHaveLength(3);
    await expect(context.canvas.getByRole('radio', { name: text(context, names.services) })).toBeChecked();
  },
};
export const ServiceCentresRu: Story = inRussian(ServiceCentres);

/** The shopper allowed their position: the nearest shop announced with its distance, and chosen. */
export const NearestFound: Story = {
  beforeEach: geolocation(NEAR_LVIV),
  async play(context) {
    await mapReady(context);
    context.canvas.getByRole('button', { name: text(context, names.nearest) }).click();
    const status = context.canvas.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/ТРЦ Victoria Gardens, Львів, вул. Кульпарківська, 226А: 1,\d км/));
    await expect(current(context)).toEqual(['Магазин «Вітрина», ТРЦ Victoria Gardens']);
    await waitFor(() => expect(marker(context, 5).classList.contains('is-selected')).toBe(true));
  },
};
export const NearestFoundRu: Story = inRussian(NearestFound);

function failedStory(code: 1 | 2 | 3, message: keyof typeof names): Story {
  return {
    beforeEach: geolocation(code),
    async play(context) {
      await mapReady(context);
      context.canvas.getByRole('button', { name: text(context, names.nearest) }).click();
      await waitFor(() => expect(context.canvas.getByRole('status').textContent).toBe(text(context, names[message])));
      await expect(current(context)).toEqual([]);
    },
  };
}

/** The shopper refused to share their position. */
export const NearestDenied: Story = failedStory(1, 'denied');
export const NearestDeniedRu: Story = inRussian(NearestDenied);

/** The browser could not find the position. */
export const NearestUnavailable: Story = failedStory(2, 'unavailable');
export const NearestUnavailableRu: Story = inRussian(NearestUnavailable);

/** No position in time. */
export const NearestTimeout: Story = failedStory(3, 'timeout');
export const NearestTimeoutRu: Story = inRussian(NearestTimeout);

/** A page that gives no tiles: the markers on a plain ground, no attribution. */
export const WithoutTiles: Story = {
  args: { tilesUrl: undefined, tilesAttribution: undefined, tilesAttributionUrl: undefined },
  async play(context) {
    await mapReady(context);
    await expect(markers(context)).toHaveLength(8);
    await expect(context.canvasElement.querySelectorAll('.leaflet-tile')).toHaveLength(0);
    await expect(context.canvas.queryByRole('link', { name: '© OpenStreetMap contributors' })).toBeNull();
  },
};
export const WithoutTilesRu: Story = inRussian(WithoutTiles);

/** A store chosen on a phone: the list under the map. */
export const ChosenInListOnPhone: Story = atPhoneWidth(ChosenInList);
export const ChosenInListOnPhoneRu: Story = inRussian(ChosenInListOnPhone);
