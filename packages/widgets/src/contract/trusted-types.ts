/**
 * The Trusted Types policies the widgets create, by name: a page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) lists exactly these in its `trusted-types` directive.
 *
 * `vitrina-provider-script`: the one script the widgets add to a page, a sign-in provider's, has
 * its address checked by it (a path of the page's own site or an https address). It is made once
 * per window, the first time the provider's script is needed. Nothing else of the widgets
 * assigns a string to an HTML, script or script URL sink, so nothing else needs a policy.
 */
export const TRUSTED_TYPES_POLICIES = ['vitrina-provider-script'] as const;

export type TrustedTypesPolicyName = (typeof TRUSTED_TYPES_POLICIES)[number];
