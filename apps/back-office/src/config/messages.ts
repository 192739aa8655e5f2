/** The spec's 6-second auto-clear of transient messages (docs/back-office-app.md). */
export const MESSAGE_CLEAR_MS = 6_000;
