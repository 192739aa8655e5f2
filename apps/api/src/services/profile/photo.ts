import { createHash } from 'node:crypto';
import { PHOTO_MAX_BYTES, photoTypeOf, profileMessages, type PhotoContentType } from '@stride/validation';
import sharp from 'sharp';
import { AppError, badRequest } from '../../errors';

/** The longest side of a stored photo, in pixels: larger photos are scaled down to fit, smaller ones kept. */
export const PHOTO_SIDE = 512;
/**
 * Decoding happens in memory: a 1 MB file may still claim enormous dimensions (a decompression bomb), so the
 * header's size is checked before any pixel is decoded.
 */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const satisfies Record<PhotoContentType, string>;

export interface PreparedPhoto {
  content: Buffer;
  contentType: PhotoContentType;
  /** 128 bits of the stored bytes' SHA-256, in hex: the photo's address changes when the photo does. */
  key: string;
}

/**
 * A profile photo ready to store: its type told by its bytes (never by its name or declared type), decoded,
 * turned upright by its EXIF orientation, scaled to fit PHOTO_SIDE and encoded again in the same format.
 * Encoding anew drops every metadata chunk (camera, GPS position) and anything hidden after the image data.
 */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new AppError(413, 'PayloadTooLarge', profileMessages.photoTooLarge);
  const contentType = photoTypeOf(bytes);
  if (!contentType) throw badRequest(profileMessages.photoNotAnImage, 'NotAnImage');
  const format = FORMATS[contentType];

  const metadata = await sharp(bytes).metadata().catch(() => null);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height) throw badRequest(profileMessages.photoUnreadable, 'UnreadableImage');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw badRequest(profileMessages.photoTooManyPixels, 'TooManyPixels');

  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    format === 'png'
      ? image.png({ compressionLevel: 9 })
      : format === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : image.webp({ quality: 85 });
  const content = await encoded.toBuffer().catch(() => {
    throw badRequest(profileMessages.photoUnreadable, 'UnreadableImage');
  });
  return { content, contentType, key: createHash('sha256').update(content).digest('hex').slice(0, 32) };
}
