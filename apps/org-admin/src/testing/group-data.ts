/** /administrator with the Group section chosen through navigation state. */
export const groupSection = { pathname: '/administrator', state: { section: 'group' } };
