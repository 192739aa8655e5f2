/** The mobile tab views (programs, dashboard) start under 420 px (docs/domain-rules.md, Screen constants). */
export const MOBILE_QUERY = '(max-width: 419.98px)';
