import { Image } from '@mantine/core';
import type { CatalogueProgram } from '../api';

/** Shown for a program without its own picture. */
export const DEFAULT_PROGRAM_IMAGE = '/images/programs/default.svg';

/** A program's picture, or the default one; decorative, since its name is always written beside it. */
export function ProgramImage({ program, height, radius }: { program: CatalogueProgram; height: number; radius?: string }) {
  return <Image src={program.display_image_url ?? DEFAULT_PROGRAM_IMAGE} alt="" h={height} fit="cover" radius={radius} />;
}
