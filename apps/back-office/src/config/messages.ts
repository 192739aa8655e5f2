/** The spec's 6-second auto-clear of transient messages (back-office §9). */
export const MESSAGE_CLEAR_MS = 6_000;
