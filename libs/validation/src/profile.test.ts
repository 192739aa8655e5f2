import { describe, expect, it } from 'vitest';
import { photoTypeOf } from './profile';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('photoTypeOf', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(photoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(photoTypeOf(ascii('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(photoTypeOf(ascii('%PDF-1.7\n'))).toBeNull();
    expect(photoTypeOf(ascii('RIFF\u0010\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(photoTypeOf(ascii('GIF89a'))).toBeNull();
    expect(photoTypeOf(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(photoTypeOf(bytes())).toBeNull();
  });
});
