import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
});
