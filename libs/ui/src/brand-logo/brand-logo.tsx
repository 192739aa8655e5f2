import { Anchor, Box, Group } from '@mantine/core';
import { linkRoot, type LinkComponent } from '../link-component';

export interface BrandLogoProps {
  /** Where the logo leads (the spec's top bar: the dashboard); without it the logo is plain text. */
  href?: string;
  /** Router link used instead of a plain `<a>`, e.g. react-router's `Link`. */
  linkComponent?: LinkComponent;
  /** Wordmark size. */
  size?: 'sm' | 'md' | 'lg';
}

const fontSizes = { sm: 'lg', md: 'xl', lg: '1.75rem' } as const;
const markSizes = { sm: 20, md: 24, lg: 32 } as const;

/** The "Stride" wordmark; its accessible name is the visible word "Stride". */
export function BrandLogo({ href, linkComponent, size = 'md' }: BrandLogoProps) {
  const content = (
    <Group component="span" gap={6} wrap="nowrap">
      {/* Decorative mark: the word beside it already names the logo. */}
      <svg width={markSizes[size]} height={markSizes[size]} viewBox="0 0 24 24" aria-hidden="true">
        <rect width="24" height="24" rx="6" fill="currentColor" />
        <path d="M7 7l5 5-5 5M12 7l5 5-5 5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>Stride</span>
    </Group>
  );
  const style = { fz: fontSizes[size], fw: 800, lh: 1, c: 'stride.7' } as const;

  if (href === undefined) {
    return (
      <Box component="span" display="inline-block" {...style}>
        {content}
      </Box>
    );
  }
  return (
    <Anchor
      href={linkComponent ? undefined : href}
      renderRoot={linkRoot(href, linkComponent)}
      underline="never"
      display="inline-block"
      {...style}
    >
      {content}
    </Anchor>
  );
}
