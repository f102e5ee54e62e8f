import { useSignals } from '@preact/signals-react/runtime';
import { useMessages } from '../../i18n/use-messages';
import { useVitrina } from '../../vitrina-context';
import type { DialogProps } from '../dialog-contract';
import { SignInScreens } from '../../ui/sign-in/sign-in-screens';
import { useOnce } from './use-once';

/**
 * The 'login' modal: login, registration and recovery. Opened for a re-login (the SDK's
 * `auth.loginRequest` carries an e-mail, or the shopper is logged in) it says why and fills in
 * the e-mail. After a login it closes; the SDK then reopens a pre-order saved before (docs/catalogue.md#pre-orders).
 */
export default function LoginDialog({ titleId, close }: DialogProps) {
  useSignals();
  const { services, state } = useVitrina();
  const { t } = useMessages();
  const request = services.auth.loginRequest.value;
  const reLogin = request !== null && (request.email !== null || state.isLoggedIn.value);
  const intro = reLogin ? t('modals.change_account.login_again') : request ? t('modals.login.text') : undefined;
  const done = useOnce(close);
  return <SignInScreens titleId={titleId} intro={intro} initialEmail={request?.email ?? ''} onDone={done} />;
}
