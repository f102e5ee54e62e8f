import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SmbSettings, StoredSmbRequest } from '@vitrina/core';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { sampleUser } from '../../testing/sample-user';
import { inIsland, inRussian, signedIn, text, vitrinaOf } from '../../testing/story-fixtures';
import { CorporateCorner } from './corporate-corner';
import { atPhoneWidth } from '../../testing/story-viewports';

const texts = {
  title: { uk: 'Корпоративний куточок', ru: 'Корпоративный уголок' },
  phone: { uk: 'Телефон менеджера: +38 044 390 00 35', ru: 'Телефон менеджера: +38 044 390 00 35' },
  email: { uk: 'E-mail менеджера: b2b@vitrina.example', ru: 'E-mail менеджера: b2b@vitrina.example' },
  submit: { uk: 'Надіслати заявку', ru: 'Отправить заявку' },
  companyName: { uk: 'Назва компанії', ru: 'Название компании' },
  companyCode: { uk: 'Код ЄДРПОУ', ru: 'Код ЕГРПОУ' },
  codeInvalid: { uk: 'Код ЄДРПОУ має складатися з 8 цифр', ru: 'Код ЕГРПОУ должен состоять из 8 цифр' },
  sent: { uk: 'Заявку надіслано', ru: 'Заявка отправлена' },
  requests: { uk: 'Мої заявки', ru: 'Мои заявки' },
  disabled: { uk: 'Заявки для бізнесу зараз не приймаються', ru: 'Заявки для бизнеса сейчас не принимаются' },
  loadFailed: { uk: 'Не вдалося завантажити корпоративний куточок', ru: 'Не удалось загрузить корпоративный уголок' },
  retry: { uk: 'Спробувати ще раз', ru: 'Попробовать ещё раз' },
} as const;

const SETTINGS: SmbSettings = { is_enabled: true, manager_phone: '+38 044 390 00 35', manager_email: 'b2b@vitrina.example' };
const STORED: StoredSmbRequest = {
  id: 4,
  company_name: 'ТОВ «Зорепад»',
  company_code: '12345678',
  contact_name: 'Ігор Коваль',
  phone: '+38 050 765 43 21',
  email: 'igor@zorepad.example',
  comment: '20 ноутбуків для офісу',
  created_at: '2026-11-20T09:30:00.000Z',
};
const corporate = sampleUser({ role: { slug: 'corporate' }, phone: '380671234567' });

/** The corner's calls: settings (null: the read fails), the stored requests and the send. */
function corner(settings: SmbSettings | null, requests: StoredSmbRequest[] = [STORED], send?: RequestHandler): RequestHandler[] {
  const stored = [...requests];
  return [
    http.get('/api/shop/smb-settings', () =>
      settings ? HttpResponse.json({ success: true, data: settings }) : HttpResponse.json({ error: { code: 'errors.generic', message: 'down' } }, { status: 503 }),
    ),
    http.get('/api/shop/smb-requests', () => HttpResponse.json({ success: true, data: stored })),
    send ??
      http.post('/api/shop/send-smb-request', async ({ request }) => {
        const body = (await request.json()) as Omit<StoredSmbRequest, 'id' | 'created_at'>;
        stored.unshift({ ...body, id: stored.length + 10, created_at: '2026-11-27T10:00:00.000Z' });
        return HttpResponse.json({ success: true });
      }),
  ];
}

/** The corporate corner under a corporate user's purchases, as the shop renders the island. */
const meta = {
  title: 'Pages/CorporateCorner',
  component: CorporateCorner,
  decorators: [inIsland('smb-request', { style: { maxWidth: 720 } })],
  // Each story signs its user in (signedIn): the corner shows once the login check has answered.
  async beforeEach(context) {
    await vitrinaOf(context).i18n.load();
  },
} satisfies Meta<typeof CorporateCorner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manager's contacts as tel: and mailto: links, the form, and the user's own requests. */
export const Ready: Story = {
  ...signedIn(corporate, corner(SETTINGS)),
  async play(context) {
    const { canvas } = context;
    await expect((await canvas.findByRole('link', { name: text(context, texts.phone) })).getAttribute('href')).toBe('tel:+380443900035');
    await expect(canvas.getByRole('link', { name: text(context, texts.email) }).getAttribute('href')).toBe('mailto:b2b@vitrina.example');
    await expect(canvas.getByRole('button', { name: text(context, texts.submit) })).toBeVisible();
    await expect(canvas.getByRole('region', { name: text(context, texts.requests) })).toHaveTextContent('ТОВ «Зорепад» · 12345678');
  },
};
export const ReadyRu: Story = inRussian(Ready);

/** A request sent: the thanks, and the request at the top of the list. */
export const Sent: Story = {
  ...signedIn(corporate, corner(SETTINGS)),
  async play(context) {
    const { canvas, userEvent } = context;
    await userEvent.type(await canvas.findByLabelText(text(context, texts.companyName), { exact: false }), 'ТОВ «Сузір’я»');
    await userEvent.type(canvas.getByLabelText(text(context, texts.companyCode), { exact: false }), '87654321');
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.submit) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text(context, texts.sent));
    await waitFor(() => expect(canvas.getByRole('region', { name: text(context, texts.requests) })).toHaveTextContent('ТОВ «Сузір’я» · 87654321'));
  },
};
export const SentRu: Story = inRussian(Sent);

/** The shop refuses the company code: the message under the field, what was typed kept. */
export const Refused: Story = {
  ...signedIn(
    corporate,
    corner(
      SETTINGS,
      [],
      http.post('/api/shop/send-smb-request', () =>
        HttpResponse.json({ error: { code: 'validation.invalid', message: 'no', fields: { company_code: 'validation.company_code_invalid' } } }, { status: 400 }),
      ),
    ),
  ),
  async play(context) {
    const { canvas, userEvent } = context;
    const name = await canvas.findByLabelText(text(context, texts.companyName), { exact: false });
    await userEvent.type(name, 'ТОВ «Сузір’я»');
    await userEvent.type(canvas.getByLabelText(text(context, texts.companyCode), { exact: false }), '00000000');
    await userEvent.click(canvas.getByRole('button', { name: text(context, texts.submit) }));
    await expect(await canvas.findByText(text(context, texts.codeInvalid))).toBeVisible();
    await expect(canvas.getByLabelText(text(context, texts.companyCode), { exact: false })).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('ТОВ «Сузір’я»');
  },
};
export const RefusedRu: Story = inRussian(Refused);

/** The shop's settings turn the form off: the reason, the manager's phone, the list; no form. */
export const Disabled: Story = {
  ...signedIn(corporate, corner({ is_enabled: false, manager_phone: '+38 044 390 00 35', manager_email: null })),
  async play(context) {
    const { canvas } = context;
    await expect(await canvas.findByText(text(context, texts.disabled), { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text(context, texts.phone) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text(context, texts.submit) })).toBeNull();
  },
};
export const DisabledRu: Story = inRussian(Disabled);

/** The settings cannot be read: the failure, with a way to try again. */
export const LoadFailure: Story = {
  ...signedIn(corporate, corner(null)),
  async play(context) {
    const { canvas } = context;
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text(context, texts.loadFailed));
    await expect(canvas.getByRole('button', { name: text(context, texts.retry) })).toBeVisible();
  },
};
export const LoadFailureRu: Story = inRussian(LoadFailure);

/** A customer who is not corporate: nothing at all. */
export const NotCorporate: Story = {
  ...signedIn(sampleUser(), corner(SETTINGS)),
  async play({ canvasElement }) {
    const island = canvasElement.querySelector('[data-widget="smb-request"]');
    await waitFor(() => expect(island?.childElementCount).toBe(0));
  },
};

/** The corner on a phone: its fields in one column. */
export const ReadyOnPhone: Story = atPhoneWidth(Ready);
export const ReadyOnPhoneRu: Story = inRussian(ReadyOnPhone);
