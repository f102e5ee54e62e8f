import { useSignals } from '@preact/signals-react/runtime';
import { VitrinaError } from '@vitrina/core';
import { useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../dialog-contract';
import { AccountList } from './account-list';
import { messageText } from '../../i18n/message-text';
import { SignInScreens } from '../../ui/sign-in/sign-in-screens';
import { useOnce } from './use-once';

/**
 * The 'change-account' modal: the stored accounts with the current one marked; switching to
 * another, adding one (the login screen in place), removing one. A failed switch shows the error
 * and keeps the list; an account whose token is dead is handed to the login modal by the SDK.
 */
export default function ChangeAccountDialog({ titleId, close }: DialogProps) {
  useSignals();
  const { services } = useVitrina();
  const { t } = useMessages();
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useOnce(close);
  const accounts = services.accounts.accounts.value;
  const currentEmail = services.auth.user.value?.email ?? null;

  if (adding) return <SignInScreens titleId={titleId} loginTitle={t('modals.change_account.add')} onDone={done} focusTitle />;

  async function switchTo(email: string) {
    if (switching !== null) return;
    setSwitching(email);
    setError(null);
    try {
      const result = await services.accounts.switchTo(email);
      if (result.status === 'switched') done();
    } catch (caught) {
      setError(caught instanceof VitrinaError ? caught.messageKey : 'errors.generic');
    } finally {
      setSwitching(null);
    }
  }

  return (
    <div className="vitrina-dialog vitrina-change-account">
      <h2 className="vitrina-dialog__title" id={titleId} ref={heading} tabIndex={-1}>
        {t('modals.change_account.title')}
      </h2>
      {error && (
        <p className="vitrina-dialog__error" role="alert">
          {messageText(t, error)}
        </p>
      )}
      {accounts.length === 0 ? (
        <p>{t('modals.change_account.empty')}</p>
      ) : (
        <AccountList
          accounts={accounts}
          currentEmail={currentEmail}
          switching={switching}
          onSwitch={(email) => void switchTo(email)}
          onRemove={(email) => {
            services.accounts.remove(email);
            heading.current?.focus();
          }}
        />
      )}
      <button className="vitrina-button" type="button" onClick={() => setAdding(true)}>
        {t('modals.change_account.add')}
      </button>
    </div>
  );
}
