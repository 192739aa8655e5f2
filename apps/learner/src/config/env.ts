/** Build-time settings of the learner app (Vite `VITE_*` variables), each with its development default. */
export const env = {
  /** Where the org-admin app lives: the Administrator menu item leads there. */
  orgAdminUrl: (import.meta.env.VITE_ORG_ADMIN_URL as string | undefined) ?? 'http://localhost:4300',
};
