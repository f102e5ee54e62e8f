import { TRUSTED_TYPES_POLICIES, type TrustedTypesPolicyName } from '../../../contract/trusted-types';
import { isScriptSrc } from './script-src';

/**
 * The one Trusted Types policy the widgets create (contract/trusted-types.ts): for the one script
 * they add to a page, a sign-in provider's.
 */
export const PROVIDER_SCRIPT_POLICY: TrustedTypesPolicyName = TRUSTED_TYPES_POLICIES[0];

/** The part of the browser's `trustedTypes` used here (TypeScript's DOM types have none). */
interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

const policies = new WeakMap<Window, ScriptUrlPolicy>();

/** Refuses anything but a same-site path or an https address, whatever called the policy. */
function checkedScriptSrc(input: string): string {
  if (!isScriptSrc(input)) throw new TypeError(`Vitrina: ${JSON.stringify(input.slice(0, 80))} is not a provider script address`);
  return input;
}

/**
 * `src` as a script's `src` may take it in `view`: through the policy (made once per window) where
 * the browser has Trusted Types, else the checked string itself.
 */
export function providerScriptUrl(view: Window, src: string): string {
  const factory = (view as Window & { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return checkedScriptSrc(src);
  let policy = policies.get(view);
  if (!policy) {
    policy = factory.createPolicy(PROVIDER_SCRIPT_POLICY, { createScriptURL: checkedScriptSrc });
    policies.set(view, policy);
  }
  // A TrustedScriptURL: what the script's src takes where Trusted Types are enforced.
  return policy.createScriptURL(src) as string;
}
