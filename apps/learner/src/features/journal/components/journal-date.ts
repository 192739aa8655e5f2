const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** A journal item's date as the learner reads it, e.g. "18 November 2026". */
export const journalDate = (isoDateTime: string) => dateFormat.format(new Date(isoDateTime));
