/** The mobile tab views (programs, dashboard) start under 420 px (learner-core §9). */
export const MOBILE_QUERY = '(max-width: 419.98px)';
