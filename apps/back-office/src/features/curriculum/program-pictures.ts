import { SHIPPED_PROGRAM_IMAGES } from '@stride/validation';

/**
 * The shipped pictures are files of the learner app (docs/programs.md, "Program pictures"), at addresses the back
 * office does not serve: its preview shows the same files, bundled here. An uploaded picture is served under /api,
 * which every app reaches on its own origin.
 */
const bundled = import.meta.glob<string>('../../../../learner/public/images/programs/*.svg', { eager: true, query: '?url', import: 'default' });
const bundledByAddress = new Map(Object.entries(bundled).map(([file, url]) => [`/images/programs/${file.split('/').pop()}`, url]));

export const DEFAULT_PICTURE = '/images/programs/default.svg';

/** Where the back office shows a program's picture from (null: the default picture, as learners see it). */
export const pictureSource = (address: string | null) => bundledByAddress.get(address ?? DEFAULT_PICTURE) ?? address ?? '';

/** The shipped pictures as choices, named by their file ('leading-teams.svg' → 'Leading teams'). */
export const shippedPictureChoices = SHIPPED_PROGRAM_IMAGES.filter((address) => address !== DEFAULT_PICTURE).map((address) => {
  const words = (address.split('/').pop() ?? '').replace(/\.svg$/, '').replace(/-/g, ' ');
  return { value: address, label: words.charAt(0).toUpperCase() + words.slice(1) };
});
