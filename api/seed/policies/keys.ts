// The policy and about pages every language has a text for (the keys of the policy_pages rows).
export const POLICY_KEYS = [
  'about_us',
  'terms_and_conditions',
  'privacy_policy',
  'refund_policy',
  'shipping_policy',
  'cancellation_policy',
] as const;

export type PolicyKey = (typeof POLICY_KEYS)[number];
