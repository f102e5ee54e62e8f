import { effect, signal } from '@preact/signals-core';
import { registrationFormSchema, validate, type RegistrationForm, type ValidationResult } from '@vitrina/core';
import type { Demo } from './demo';
import { el } from './dom';
import { checkboxField, inputField, type Field } from './form-field';
import { panel } from './panel';

type FieldName = keyof RegistrationForm;

export function registrationForm(demo: Demo): HTMLElement {
  const { t } = demo;
  const fields = {
    name: inputField(demo, { name: 'name', labelKey: 'forms.fields.first_name', required: true, autocomplete: 'given-name' }),
    email: inputField(demo, {
      name: 'email',
      labelKey: 'forms.fields.email',
      type: 'email',
      required: true,
      autocomplete: 'email',
      placeholderKey: 'forms.placeholders.email',
    }),
    phone: inputField(demo, {
      name: 'phone',
      labelKey: 'forms.fields.phone',
      type: 'tel',
      required: true,
      autocomplete: 'tel',
      inputMode: 'tel',
      placeholderKey: 'forms.placeholders.phone',
    }),
    password: inputField(demo, {
      name: 'password',
      labelKey: 'forms.fields.password',
      type: 'password',
      required: true,
      autocomplete: 'new-password',
    }),
    privacyConsent: checkboxField(demo, { name: 'privacyConsent', labelKey: 'forms.fields.privacy_consent', required: true }),
  } satisfies Record<FieldName, Field<HTMLInputElement>>;

  /** The registered phone in the shop's format, once the form passed. */
  const registeredPhone = signal<string | null>(null);
  let submitted = false;

  const check = (): ValidationResult<RegistrationForm> => {
    const result = validate(registrationFormSchema, {
      name: fields.name.control.value,
      email: fields.email.control.value,
      phone: fields.phone.control.value,
      password: fields.password.control.value,
      privacyConsent: fields.privacyConsent.control.checked,
    });
    for (const [name, field] of Object.entries(fields)) {
      const key = result.ok ? undefined : result.fields[name];
      field.error.value = key ? { key } : null;
    }
    return result;
  };

  const success = el('div', { className: 'notice notice--success', attrs: { role: 'status' } });
  const form = el('form', { className: 'form', attrs: { novalidate: true } }, [
    el('p', { className: 'form__note', text: () => t('general.required_fields') }),
    ...Object.values(fields).map((field) => field.root),
    el('button', { className: 'button button--primary', attrs: { type: 'submit' }, text: () => t('forms.registration.submit') }),
    success,
  ]);

  // Once the visitor has tried to submit, messages follow what they type.
  form.addEventListener('input', () => {
    registeredPhone.value = null;
    if (submitted) check();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submitted = true;
    const result = check();
    if (!result.ok) {
      registeredPhone.value = null;
      const firstInvalid = Object.values(fields).find((field) => field.error.value !== null);
      firstInvalid?.control.focus();
      return;
    }
    registeredPhone.value = result.value.phone;
    demo.log.add((tr) => tr('demo.log.registered'));
  });

  effect(() => {
    const phone = registeredPhone.value;
    success.replaceChildren(
      ...(phone === null
        ? []
        : [
            el('p', { className: 'notice__title', text: t('forms.registration.success') }),
            el('p', { text: t('demo.registration.phone_saved', { phone }) }),
          ]),
    );
  });

  return panel(demo, { titleKey: 'forms.registration.title', intro: () => t('demo.registration.intro') }, [form]);
}
