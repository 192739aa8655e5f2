/** Build-time settings of the learner app (Vite `VITE_*` variables), each with its development default. */
export const env = {
  /** Where the org-admin app lives: the Administrator menu item leads there. */
  orgAdminUrl: (import.meta.env.VITE_ORG_ADMIN_URL as string | undefined) ?? 'http://localhost:4300',
  /**
   * This build's id, which the build also publishes as /version.json (@stride/vite-config); undefined in
   * development. Read when asked rather than at start-up, so tests can stub it.
   */
  get buildVersion() {
    return import.meta.env.VITE_BUILD_VERSION as string | undefined;
  },
};
