import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { strideCssVariablesResolver, strideTheme } from '../theme';

/** MantineProvider props other than the theme, which this provider fixes. */
export type StrideProviderProps = Omit<MantineProviderProps, 'theme' | 'cssVariablesResolver'>;

/**
 * MantineProvider with the Stride theme and its contrast fixes; apps, tests and Storybook all
 * use it so none can forget the CSS variables resolver.
 */
export function StrideProvider(props: StrideProviderProps) {
  return (
    <MantineProvider theme={strideTheme} cssVariablesResolver={strideCssVariablesResolver} {...props} />
  );
}
