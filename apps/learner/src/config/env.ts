/** Build-time settings of the learner app (Vite `VITE_*` variables), each with its development default. */
export const env = {
  /** Where the org-admin app lives: the Administrator menu item leads there. */
  orgAdminUrl: (import.meta.env.VITE_ORG_ADMIN_URL as string | undefined) ?? 'http://localhost:4300',
  /** The support desk's address, shown on /contact: the API's SUPPORT_EMAIL, where tickets are sent. */
  supportEmail: (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) ?? 'support@stride.example',
  /**
   * This build's id, which the build also publishes as /version.json (@stride/vite-config); undefined in
   * development. Read when asked rather than at start-up, so tests can stub it.
   */
  get buildVersion() {
    return import.meta.env.VITE_BUILD_VERSION as string | undefined;
  },
};
