import { useSignals } from '@preact/signals-react/runtime';
import { useVitrina } from '../../vitrina-context';

/**
 * Whether the user may see distributors (docs/roles.md#super-admin: `is_user_can_see_distributors`). Until the login
 * check has answered, the SDK does not know; `untilKnown` stands for that time (a server-rendered
 * page already decided, so its button need not flicker away and back).
 */
export function useDistributorsRight(untilKnown = false): boolean {
  useSignals();
  const { services } = useVitrina();
  const canSee = services.shop.canSeeDistributors.value;
  return services.auth.status.value === 'unknown' ? canSee || untilKnown : canSee;
}
