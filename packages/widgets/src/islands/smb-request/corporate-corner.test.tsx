import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Vitrina } from '@vitrina/core';
import { describe, expect, it } from 'vitest';
import { deferred, failure, ok, type Route } from '../../testing/modal-test-kit';
import { bodiesOf, pressButton, scriptedSdks, sessionRoutes, tokenCookie, typeMasked } from '../../testing/shop-dialog-test-kit';
import { VitrinaProvider } from '../../vitrina-context';
import { CorporateCorner } from './corporate-corner';

const start = scriptedSdks(() => document.body.replaceChildren());

const SETTINGS = { is_enabled: true, manager_phone: '+38 044 390 00 35', manager_email: 'b2b@vitrina.example' };
const STORED = {
  id: 4,
  company_name: 'ТОВ «Зорепад»',
  company_code: '12345678',
  contact_name: 'Ігор Коваль',
  phone: '+38 050 765 43 21',
  email: 'igor@zorepad.example',
  created_at: '2026-11-20T09:30:00.000Z',
};

function mount(vitrina: Vitrina) {
  const island = document.createElement('div');
  island.dataset.widget = 'smb-request';
  document.body.append(island);
  render(
    <VitrinaProvider vitrina={vitrina}>
      <CorporateCorner />
    </VitrinaProvider>,
    { container: island },
  );
  return island;
}

async function setup(options: { role?: string; routes?: Record<string, Route> } = {}) {
  const routes = {
    ...sessionRoutes({ role: { slug: options.role ?? 'corporate' }, phone: '380671234567' }),
    'GET /api/shop/smb-settings': () => ok(SETTINGS),
    'GET /api/shop/smb-requests': () => ok([]),
    'POST /api/shop/send-smb-request': () => Response.json({ success: true }),
    ...options.routes,
  };
  const api = await start(routes, tokenCookie(), true);
  const island = mount(api.vitrina);
  return { ...api, island };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const type = (name: string, value: string) => act(() => fireEvent.change(field(name), { target: { value } }));

async function fillCompany() {
  await screen.findByRole('button', { name: 'Надіслати заявку' });
  type('Назва компанії', 'ТОВ «Зорепад»');
  type('Код ЄДРПОУ', '12345678');
}

describe('the corporate corner', () => {
  it('shows a corporate user the manager’s phone and e-mail as links, the form with their own contact filled in, and their requests', async () => {
    await setup({ routes: { 'GET /api/shop/smb-requests': () => ok([STORED]) } });
    const corner = await screen.findByRole('region', { name: 'Корпоративний куточок' });
    // The first test of the file also waits for the SDK's business calls' chunk.
    expect((await within(corner).findByRole('link', { name: 'Телефон менеджера: +38 044 390 00 35' }, { timeout: 5000 })).getAttribute('href')).toBe('tel:+380443900035');
    expect(within(corner).getByRole('link', { name: 'E-mail менеджера: b2b@vitrina.example' }).getAttribute('href')).toBe('mailto:b2b@vitrina.example');
    expect(field('Контактна особа').value).toBe('Ірина Бондар');
    expect(field('E-mail').value).toBe('iryna@example.ua');
    expect(field('Телефон').value).toBe('+38 067 123 45 67');
    const list = within(corner).getByRole('region', { name: 'Мої заявки' });
    expect(list.textContent).toContain('ТОВ «Зорепад» · 12345678');
    expect(list.textContent).toContain('20 листопада 2026');
  });

  it('shows nothing to a customer who is not corporate and asks the shop nothing', async () => {
    const { island, calls } = await setup({ role: 'user' });
    await waitFor(() => expect(island.childElementCount).toBe(0));
    expect(calls.filter(({ call }) => call.includes('smb'))).toEqual([]);
  });

  it('checks the fields with the shop’s rules before sending: the messages under the fields, nothing sent', async () => {
    const { calls } = await setup();
    await screen.findByRole('button', { name: 'Надіслати заявку' });
    type('Код ЄДРПОУ', '1234');
    await pressButton('Надіслати заявку');
    expect(field('Код ЄДРПОУ').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Код ЄДРПОУ має складатися з 8 цифр')).toBeTruthy();
    expect(field('Назва компанії').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Назва компанії'));
    expect(bodiesOf(calls, 'POST /api/shop/send-smb-request')).toEqual([]);
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    await setup({
      routes: {
        'POST /api/shop/send-smb-request': () =>
          Response.json({ error: { code: 'validation.invalid', message: 'no', fields: { company_code: 'validation.company_code_invalid' } } }, { status: 400 }),
      },
    });
    await fillCompany();
    typeMasked(field('Телефон'), '0501112233');
    await pressButton('Надіслати заявку');
    expect(field('Код ЄДРПОУ').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Код ЄДРПОУ має складатися з 8 цифр')).toBeTruthy();
    expect(field('Назва компанії').value).toBe('ТОВ «Зорепад»');
    expect(field('Телефон').value).toBe('+38 050 111 22 33');
  });

  it('sends one request for a double click, says thanks with the focus, and lists the request', async () => {
    const answer = deferred<Response>();
    let stored: (typeof STORED)[] = [];
    const { calls } = await setup({
      routes: {
        'POST /api/shop/send-smb-request': () => answer.promise,
        'GET /api/shop/smb-requests': () => ok(stored),
      },
    });
    await fillCompany();
    type('Коментар', ' 20 ноутбуків ');
    const submit = screen.getByRole('button', { name: 'Надіслати заявку' });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    await waitFor(() => expect(bodiesOf(calls, 'POST /api/shop/send-smb-request')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Надсилаємо…' }).getAttribute('aria-disabled')).toBe('true');
    stored = [{ ...STORED, id: 9, company_name: 'ТОВ «Зорепад»' }];
    await act(async () => answer.resolve(Response.json({ success: true })));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('Заявку надіслано');
    expect(document.activeElement).toBe(thanks);
    expect(bodiesOf(calls, 'POST /api/shop/send-smb-request')).toEqual([
      { company_name: 'ТОВ «Зорепад»', company_code: '12345678', contact_name: 'Ірина Бондар', phone: '+38 067 123 45 67', email: 'iryna@example.ua', comment: '20 ноутбуків' },
    ]);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Мої заявки' }).textContent).toContain('ТОВ «Зорепад» · 12345678'));
  });

  it('where the settings disable the form, says so and keeps the contacts and the list', async () => {
    await setup({ routes: { 'GET /api/shop/smb-settings': () => ok({ is_enabled: false, manager_phone: '0 800 30 00 33', manager_email: null }) } });
    expect(await screen.findByText('Заявки для бізнесу зараз не приймаються. Зверніться до свого менеджера.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Телефон менеджера: 0 800 30 00 33' }).getAttribute('href')).toBe('tel:0800300033');
    expect(screen.queryByRole('button', { name: 'Надіслати заявку' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Мої заявки' }).textContent).toContain('Ви ще не надсилали заявок.');
  });

  it('says when the corner cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    await setup({ routes: { 'GET /api/shop/smb-settings': () => (fail ? failure(503, 'errors.generic') : ok(SETTINGS)) } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не вдалося завантажити корпоративний куточок');
    fail = false;
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' })));
    expect(await screen.findByRole('button', { name: 'Надіслати заявку' })).toBeTruthy();
  });
});
