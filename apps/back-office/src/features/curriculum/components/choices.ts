/** `{ value: id, label: name }` for the usual content item. */
export const byIdAndName = (item: { id: number; name: string }) => ({ value: String(item.id), label: item.name });

/**
 * The one client-side check of the content forms. The spec leaves their validation to the server (back-office
 * §5), but a body without the chosen item's id cannot be sent at all, so an unchosen select is named here.
 */
export const requiredChoice = (what: string) => (value: string) => (value ? null : `Choose ${what}.`);

/** A question's type as the screens name it. */
export const questionTypeNames = { mcq: 'Multiple choice', fill_blanks: 'Fill in the blank', order: 'Ordering', flashcard: 'Flashcard' } as const;
