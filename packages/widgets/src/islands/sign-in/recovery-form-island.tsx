import { RecoveryForm } from '../../ui/sign-in/recovery-form';

/** The `recovery-form` island: takes over the shop's no-script form and says where the link went. */
export function RecoveryFormIsland() {
  return <RecoveryForm host="island" />;
}
