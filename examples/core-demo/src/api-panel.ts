import { effect, signal } from '@preact/signals-core';
import { HttpError, VitrinaError } from '@vitrina/core';
import type { Demo } from './demo';
import { el } from './dom';
import { panel } from './panel';

type CallState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly error: VitrinaError };

function errorDetails(demo: Demo, error: VitrinaError): HTMLElement {
  const { t } = demo;
  const rows: Array<[string, Node]> = [
    [t('demo.api.error_class'), el('code', { text: error.name })],
    [t('demo.api.kind'), el('code', { text: error.kind })],
  ];
  if (error instanceof HttpError) rows.push([t('demo.api.status'), el('code', { text: String(error.status) })]);
  rows.push(
    [t('demo.api.message_key'), el('code', { text: error.messageKey })],
    [t('demo.api.message'), el('strong', { text: t(error.messageKey) })],
  );
  return el('div', { className: 'notice notice--error' }, [
    el('p', { className: 'notice__title', text: t('demo.api.error_title') }),
    el(
      'dl',
      { className: 'summary' },
      rows.flatMap(([term, value]) => [el('dt', { text: term }), el('dd', {}, [value])]),
    ),
  ]);
}

/** Calls the API with no server behind it, to show the typed error the SDK turns the failure into. */
export function apiPanel(demo: Demo): HTMLElement {
  const { t, vitrina } = demo;
  const state = signal<CallState>({ status: 'idle' });

  const button = el('button', { className: 'button button--primary', attrs: { type: 'button' }, text: () => t('demo.api.call') });
  button.addEventListener('click', async () => {
    if (state.value.status === 'loading') return;
    state.value = { status: 'loading' };
    try {
      await vitrina.api.call('GetGeneralData');
      state.value = { status: 'done' };
    } catch (error) {
      state.value = {
        status: 'failed',
        error: error instanceof VitrinaError ? error : new VitrinaError('network', String(error)),
      };
    }
  });

  const output = el('div', { className: 'api-result', attrs: { role: 'status' } });
  effect(() => {
    const current = state.value;
    switch (current.status) {
      case 'idle':
        output.replaceChildren();
        break;
      case 'loading':
        output.replaceChildren(el('p', { text: t('general.loading') }));
        break;
      case 'done':
        output.replaceChildren(el('p', { className: 'notice notice--success', text: t('demo.api.success') }));
        break;
      case 'failed':
        output.replaceChildren(errorDetails(demo, current.error));
        break;
    }
  });

  return panel(demo, { titleKey: 'demo.api.title', intro: () => t('demo.api.intro') }, [button, output]);
}
