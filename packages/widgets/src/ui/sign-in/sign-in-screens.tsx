import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { LoginForm } from './login-form';
import { RecoveryForm } from './recovery-form';
import { RegistrationForm } from './registration-form';
import { SocialLogin } from './social-login';

export type SignInScreen = 'login' | 'registration' | 'recovery';

export interface SignInScreensProps {
  /** The id of the visible title, which labels the dialog. */
  readonly titleId: string;
  /** The login screen's title; "Вхід" by default. */
  readonly loginTitle?: string;
  /** A short line above the login form (why the shopper is asked to log in). */
  readonly intro?: string | undefined;
  readonly initialEmail?: string;
  /** After a login or registration; called once. */
  readonly onDone: () => void;
  /** The screens replace another view of the open dialog: focus goes to their title at once. */
  readonly focusTitle?: boolean;
}

/**
 * The login, registration and recovery screens of one dialog: switching between them keeps the
 * dialog open and moves focus to the new screen's title.
 */
export function SignInScreens({ titleId, loginTitle, intro, initialEmail = '', onDone, focusTitle = false }: SignInScreensProps) {
  const { t } = useMessages();
  const [screen, setScreen] = useState<SignInScreen>('login');
  const [switched, setSwitched] = useState(focusTitle);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (switched) heading.current?.focus();
  }, [screen, switched]);

  const go = (next: SignInScreen) => {
    setSwitched(true);
    setScreen(next);
  };

  const title = screen === 'login' ? (loginTitle ?? t('forms.login.title')) : t(screen === 'registration' ? 'forms.registration.title' : 'forms.recovery.title');
  return (
    <div className="vitrina-dialog vitrina-sign-in" data-screen={screen}>
      <h2 className="vitrina-dialog__title" id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {screen === 'login' && (
        <>
          {intro && <p className="vitrina-sign-in__intro">{intro}</p>}
          <LoginForm host="dialog" initialEmail={initialEmail} onLoggedIn={onDone} onForgotPassword={() => go('recovery')} />
          <SocialLogin onLoggedIn={onDone} />
          <p className="vitrina-sign-in__switch">
            {t('forms.login.no_account')}{' '}
            <button className="vitrina-link-button" type="button" onClick={() => go('registration')}>
              {t('forms.login.register')}
            </button>
          </p>
        </>
      )}
      {screen === 'registration' && (
        <>
          <RegistrationForm host="dialog" onRegistered={onDone} />
          <p className="vitrina-sign-in__switch">
            {t('forms.registration.have_account')}{' '}
            <button className="vitrina-link-button" type="button" onClick={() => go('login')}>
              {t('forms.registration.login')}
            </button>
          </p>
        </>
      )}
      {screen === 'recovery' && (
        <>
          <RecoveryForm host="dialog" initialEmail={initialEmail} />
          <p className="vitrina-sign-in__switch">
            <button className="vitrina-link-button" type="button" onClick={() => go('login')}>
              {t('forms.recovery.back')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
