import { useSignals } from '@preact/signals-react/runtime';
import { languages, type Handedness, type Lang } from '@vitrina/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { ProfileSettingsProps } from './profile-settings-props';
import { swapPageLanguage } from './swap-page-language';

type Busy = 'lang' | 'handedness' | null;
type Outcome = 'saved' | 'language_failed' | 'save_failed' | null;

const FORM = 'form[data-widget="profile-settings"]';

/**
 * The page form's radio that has the focus as the island mounts (the page's language was just
 * switched from it), so the island's own radio gets it back.
 */
function focusedRadio(): { name: string; value: string } | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || active.type !== 'radio' || !active.closest(FORM)) return null;
  return { name: active.name, value: active.value };
}

/** The handedness the page's no-script form shows, read once before the island replaces it. */
function pageHandedness(): Handedness | null {
  if (typeof document === 'undefined') return null;
  const checked = document.querySelector<HTMLInputElement>(`${FORM} input[name="handedness"]:checked`);
  return checked?.value === 'left' || checked?.value === 'right' ? checked.value : null;
}

/**
 * The `profile-settings` island (docs/accounts.md#settings): the language and the handedness,
 * each applied as soon as it is chosen and saved with the account. A new language switches the
 * widgets' texts and then the page's own (swapPageLanguage), with no reload; the left-handed
 * layout follows the saved handedness at once (the layout-flags island). A failure says so and
 * leaves the page as it was.
 */
export function ProfileSettings({ langCookie }: ProfileSettingsProps) {
  useSignals();
  const { services, state } = useVitrina();
  const { t } = useMessages();
  const rootRef = useRef<HTMLDivElement>(null);
  const [fromPage] = useState(pageHandedness);
  const [hadFocus] = useState(focusedRadio);
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pendingLang, setPendingLang] = useState<Lang | null>(null);
  const [pendingHand, setPendingHand] = useState<Handedness | null>(null);
  const lang = pendingLang ?? state.lang.value;
  const handedness = pendingHand ?? services.auth.user.value?.handedness ?? fromPage ?? 'right';

  // The page's form must not post itself (Enter on a radio): the island saves each choice.
  useLayoutEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    const hold = (event: SubmitEvent) => event.preventDefault();
    form.addEventListener('submit', hold);
    return () => form.removeEventListener('submit', hold);
  }, []);

  useEffect(() => {
    if (hadFocus) rootRef.current?.querySelector<HTMLInputElement>(`input[name="${hadFocus.name}"][value="${hadFocus.value}"]`)?.focus();
  }, [hadFocus]);

  async function chooseLanguage(next: Lang) {
    const previous = state.lang.peek();
    if (busy || next === previous) return;
    setBusy('lang');
    setPendingLang(next);
    setOutcome(null);
    try {
      await services.auth.changeLanguage(next);
      const root = rootRef.current;
      if (!root) return;
      // The copied form's radio takes the focus, and the island mounted there keeps it.
      const focus = root.contains(root.ownerDocument.activeElement) ? `${FORM} input[name="lang"][value="${next}"]` : undefined;
      await swapPageLanguage(root.ownerDocument, next, { langCookie, focus });
    } catch {
      // The page stays in its language, and so do the widgets and the account.
      await services.auth.changeLanguage(previous).catch(() => undefined);
      setOutcome('language_failed');
    } finally {
      setPendingLang(null);
      setBusy(null);
    }
  }

  async function chooseHandedness(next: Handedness) {
    if (busy || next === handedness) return;
    setBusy('handedness');
    setPendingHand(next);
    setOutcome(null);
    try {
      await services.auth.changeHandedness(next);
      setOutcome('saved');
    } catch {
      setOutcome('save_failed');
    } finally {
      setPendingHand(null);
      setBusy(null);
    }
  }

  const status = busy === 'lang' ? t('profile.settings.switching') : busy === 'handedness' ? t('profile.settings.saving') : outcome === 'saved' ? t('profile.settings.saved') : '';
  return (
    <div ref={rootRef} className="vitrina-form vitrina-settings" aria-busy={busy !== null || undefined}>
      <fieldset className="vitrina-choices">
        <legend className="vitrina-field__label">{t('profile.settings.language')}</legend>
        {languages.map(({ code, label }) => (
          <label key={code} className="vitrina-choice" lang={code}>
            <input type="radio" name="lang" value={code} checked={lang === code} onChange={() => void chooseLanguage(code)} />
            {label}
          </label>
        ))}
      </fieldset>
      <fieldset className="vitrina-choices" aria-describedby="vitrina-settings-hand-hint">
        <legend className="vitrina-field__label">{t('profile.handedness.title')}</legend>
        {(['right', 'left'] as const).map((hand) => (
          <label key={hand} className="vitrina-choice">
            <input type="radio" name="handedness" value={hand} checked={handedness === hand} onChange={() => void chooseHandedness(hand)} />
            {t(`profile.handedness.${hand}`)}
          </label>
        ))}
        <p className="vitrina-field__hint" id="vitrina-settings-hand-hint">
          {t('profile.settings.handedness_hint')}
        </p>
      </fieldset>
      <p className="vitrina-form__status" role="status">
        {status}
      </p>
      {(outcome === 'language_failed' || outcome === 'save_failed') && (
        <p className="vitrina-dialog__error" role="alert">
          {t(`profile.settings.${outcome}`)}
        </p>
      )}
    </div>
  );
}
