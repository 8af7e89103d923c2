/** Mantine theme: primary brown, light background #FCFBF8 (spec 4.8). Shades chosen for AA contrast. */
import { Avatar, type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const brown: MantineColorsTuple = [
  '#f8f1ec',
  '#ecdfd5',
  '#dcc2ae',
  '#cba385',
  '#bd8a63',
  '#b47a4e',
  '#a0683f',
  '#8a5834',
  '#744a2b',
  '#5e3b22',
];

export const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: { light: 7, dark: 6 },
  colors: { brown },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Initials avatars pick a colour from the name; of Mantine's defaults, green, lime, orange, red
    // and teal give initials under 4.5:1 contrast on their light background.
    Avatar: Avatar.extend({
      defaultProps: { allowedInitialsColors: ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet'] },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#FCFBF8',
    '--mantine-color-anchor': '#8a5834',
    // Mantine's dimmed gray (#868e96) gives 3.2:1 on the page background; this one passes AA.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: { '--mantine-color-anchor': '#cba385' },
});
