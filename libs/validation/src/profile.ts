/**
 * Profile rules and their messages (docs/profile.md), shared by the profile screen and the
 * server. Messages the spec words are word for word; the others are ours (docs/profile.md).
 */
export const profileMessages = {
  /** The server's answer to a photo over the limit; the screen shows it followed by photoTooLargeSuffix. */
  photoTooLarge: 'File too large',
  photoTooLargeSuffix: ' max 1mb allowed.',
  photoUploadFailed: 'An error occurred while uploading the image.',
  saveFailedTitle: 'Error!',
  saveFailed: 'An error occurred, please try again.',
  saved: 'Saved!',
  savedText: 'Your data has been saved successfully',
  notificationsOn: 'Email notifications has been turned on',
  notificationsOff: 'Email notifications has been turned off',
  // Ours: the spec shows no text for these.
  photoMissing: 'Attach the photo (PNG, JPEG or WebP).',
  photoNotAnImage: 'The photo must be a PNG, JPEG or WebP image.',
  photoUnreadable: 'The photo could not be read. Please choose another PNG, JPEG or WebP image.',
  photoTooManyPixels: 'The photo is too large in pixels: at most 40 megapixels.',
  dateOfBirthInFuture: 'Date of birth cannot be in the future.',
  dateOfBirthTooEarly: 'Date of birth must be in 1900 or later.',
  timeZoneUnknown: 'Unknown time zone.',
} as const;

/** 1 MB (1,048,576 bytes): the spec's upload limit. */
export const PHOTO_MAX_BYTES = 1024 * 1024;

export const PHOTO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The photo type of a file by its first bytes (its signature), whatever its name or declared type says;
 * null for anything else.
 */
export function photoTypeOf(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
