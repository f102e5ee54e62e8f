import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { input, mountProfile, profilePortalApi, shopElement } from '../../testing/profile-islands-test-kit';
import { API, apiError, mockApi, sampleUser } from '../../testing/sign-in-test-kit';

const server = mockApi();
const user = sampleUser({ handedness: 'right' });

/** The settings form as the shop renders it, checked as the user has it. */
function settingsForm(handedness: 'left' | 'right' = 'right') {
  const radio = (name: string, value: string, checked: boolean) => {
    const field = input(name, value, 'radio');
    field.checked = checked;
    return field;
  };
  return shopElement('form', { 'data-widget': 'profile-settings', 'data-lang-cookie': 'lang', method: 'post', action: '/profile/settings' }, [
    radio('lang', 'uk', true),
    radio('lang', 'ru', false),
    radio('handedness', 'right', handedness === 'right'),
    radio('handedness', 'left', handedness === 'left'),
  ]);
}

/** The page around the form: header, main (the form inside), footer, as the shop renders them in `lang`. */
function pageHtml(lang: 'uk' | 'ru') {
  const words = lang === 'ru' ? { header: 'Каталог товаров', title: 'Настройки' } : { header: 'Каталог товарів', title: 'Налаштування' };
  return `<!doctype html><html lang="${lang}"><head><title>${words.title} — Вітрина</title></head><body>
<a class="skip-link" href="#content">skip</a>
<header class="site-header"><a href="/">${words.header}</a></header>
<main id="content"><h1>${words.title}</h1><form data-widget="profile-settings" data-lang-cookie="lang" method="post" action="/profile/settings">
<input type="radio" name="lang" value="uk" ${lang === 'uk' ? 'checked' : ''}><input type="radio" name="lang" value="ru" ${lang === 'ru' ? 'checked' : ''}>
<input type="radio" name="handedness" value="right" checked><input type="radio" name="handedness" value="left"></form>
<img src="x" onerror="window.ran = true"><script>window.ran = true</script></main>
<footer class="site-footer">${words.title}</footer></body></html>`;
}

function renderPage() {
  const parsed = new DOMParser().parseFromString(pageHtml('uk'), 'text/html');
  document.documentElement.lang = 'uk';
  document.title = parsed.title;
  const [skip, header, main, footer] = Array.from(parsed.body.children).map((element) => document.importNode(element, true) as HTMLElement);
  main!.querySelector('form')!.replaceWith(settingsForm());
  return [skip!, header!, main!, footer!];
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the profile-settings island: handedness', () => {
  it('saves the choice and switches the left-handed layout at once', async () => {
    const api = profilePortalApi(user);
    server.use(...api.handlers);
    await mountProfile(settingsForm(), shopElement('div', { 'data-widget': 'layout-flags', hidden: '' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('radio', { name: 'Лівша' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Налаштування збережено'));
    expect(api.sent).toEqual([{ call: 'PUT /api/profile/me/settings', body: { handedness: 'left' } }]);
    expect(document.body.classList.contains('is-left-handed')).toBe(true);
    expect(radio('Лівша').checked).toBe(true);
  });

  it('says a failed save and keeps the layout as it was', async () => {
    server.use(http.put(`${API.profile}me/settings`, () => apiError(503, 'errors.generic')), ...profilePortalApi(user).handlers);
    await mountProfile(settingsForm(), shopElement('div', { 'data-widget': 'layout-flags', hidden: '' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('radio', { name: 'Лівша' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Не вдалося зберегти налаштування. Спробуйте ще раз.');
    expect(radio('Правша').checked).toBe(true);
    expect(document.body.classList.contains('is-left-handed')).toBe(false);
  });
});

describe('the profile-settings island: language', () => {
  it('switches the widgets and the page’s own texts to Russian without leaving the page', async () => {
    const api = profilePortalApi(user);
    server.use(http.get(location.href, () => new HttpResponse(pageHtml('ru'), { headers: { 'content-type': 'text/html; charset=utf-8' } })), ...api.handlers);
    const vitrina = await mountProfile(...renderPage());
    const marker = {};
    (window as unknown as { pageMarker?: object }).pageMarker = marker;
    const russian = await screen.findByRole('radio', { name: 'Рус' });
    russian.focus();
    await act(async () => {
      fireEvent.click(russian);
    });

    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    expect(api.sent).toContainEqual({ call: 'PUT /api/profile/me/lang', body: { lang: 'ru' } });
    expect(vitrina.state.lang.value).toBe('ru');
    expect(document.title).toBe('Настройки — Вітрина');
    expect(document.querySelector('header')?.textContent).toBe('Каталог товаров');
    expect(document.cookie).toContain('lang=ru');
    // The island mounted again in the copied markup, in Russian, the focus on the language chosen.
    const legend = await screen.findByText('Язык сайта');
    expect(legend).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Рус' })));
    expect((screen.getByRole('radio', { name: 'Рус' }) as HTMLInputElement).checked).toBe(true);
    // Nothing of the fetched page ran, and this is still the same page.
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
    expect((window as unknown as { pageMarker?: object }).pageMarker).toBe(marker);
  });

  it('says a page that cannot be read in the new language, and puts the widgets and the account back', async () => {
    const api = profilePortalApi(user);
    server.use(http.get(location.href, () => new HttpResponse('down', { status: 502 })), ...api.handlers);
    const vitrina = await mountProfile(...renderPage());
    await act(async () => {
      fireEvent.click(await screen.findByRole('radio', { name: 'Рус' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Не вдалося змінити мову. Спробуйте ще раз.');
    expect(vitrina.state.lang.value).toBe('uk');
    expect(document.documentElement.lang).toBe('uk');
    expect(document.querySelector('header')?.textContent).toBe('Каталог товарів');
    expect(radio('Укр').checked).toBe(true);
    expect(api.sent.map((entry) => entry.body)).toEqual([{ lang: 'ru' }, { lang: 'uk' }]);
  });
});
