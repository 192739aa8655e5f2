/** What every app says while Stride cannot be reached (issue 25): calm, the same words in all three apps. */
export const connectionMessages = {
  /** While reads are being tried again (the connection notice). */
  retrying: "We can't reach Stride right now, retrying…",
  /** Under a sign-in form whose call could not reach Stride. */
  tryAgain: "We can't reach Stride right now. Please try again in a moment.",
} as const;
