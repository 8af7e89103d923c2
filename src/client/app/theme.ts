/** Mantine theme: primary brown, light background #FCFBF8 (spec 4.8). Shades chosen for AA contrast. */
import { t } from '@lingui/core/macro';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** A close button's name, read in the active language each time a dialog draws it. */
const closeLabel = {
  get 'aria-label'() {
    return t`Close`;
  },
};

export const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: { light: 7, dark: 6 },
  colors: { brown },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects, not `Menu.extend(...)`: naming a component here would put it on the first route.
  components: {
    // Initials avatars pick a colour from the name; of Mantine's defaults, green, lime, orange, red
    // and teal give initials under 4.5:1 contrast on their light background.
    Avatar: {
      defaultProps: { allowedInitialsColors: ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet'] },
    },
    // Mantine's close button has no accessible name of its own.
    Modal: { defaultProps: { closeButtonProps: closeLabel } },
    Drawer: { defaultProps: { closeButtonProps: closeLabel } },
    // Mantine's focus placeholder (a focusable role="presentation" div) is not allowed in a menu;
    // without it an opened menu focuses its first item, as the ARIA menu pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Text colours that pass AA (4.5:1) on every surface of their scheme: the page, cards and papers,
 * inputs, and hovered rows. In dark, headings are brighter than body text, and body text brighter than
 * dimmed text, so a page keeps its hierarchy (`--cypher-color-heading`, applied in theme.css; light
 * headings keep the text colour).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': '#FCFBF8',
    '--mantine-color-anchor': '#8a5834',
    // Mantine's dimmed gray (#868e96) gives 3.2:1 on the page background; this one passes AA.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's reds give validation messages (red 6) and red text (red 7) 3.2 and 3.7:1; red 9 gives 5.3:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    // A file input's placeholder is text on the page: 4.6:1 on white and gray 0 (Mantine's: 2.1:1).
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {
    '--mantine-color-anchor': '#cba385',
    // Mantine's dark dimmed (#828282) gives 3.5:1 on cards (#2e2e2e); this gives 4.6:1 even on a hovered
    // menu item (#424242).
    '--mantine-color-dimmed': '#b0b0b0',
    // Mantine's red 8 gives 3.4:1 on the dark page; red 4 gives 5.9:1 on cards.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': '#9c9c9c',
    '--cypher-color-heading': 'var(--mantine-color-white)',
  },
});
