import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { lightHoverColor } from './light-hover-colors';

// Shades around the product's teal (#01696A, also the spinner colour of SPEC.md §9).
const brand: MantineColorsTuple = [
  '#e5f6f6',
  '#cdeaea',
  '#9ed3d4',
  '#6bbcbd',
  '#43a8aa',
  '#2a9c9e',
  '#179496',
  '#038183',
  '#017475',
  '#01696a',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 9, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    // A second click on the chosen option keeps it: Mantine's default clears it (and with a value type
    // chosen automatically, the field went too). A select that may be emptied says so with `clearable`.
    // (A plain object, not Select.extend: the theme is in every page's bundle, Select is not.)
    Select: { defaultProps: { allowDeselect: false } },
  },
});

// Mantine's default dimmed grey (3.3:1 on white) and error red (3.6:1) fall short of WCAG AA;
// these pass it (6:1 and 5.9:1). Hovered light buttons keep their label readable too.
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-hover`,
        lightHoverColor(shades),
      ]),
    ),
  },
  dark: {},
});
