// Mantine's PostCSS preset gives `light-dark`, `rem` and the breakpoint mixins; the breakpoint
// variables mirror the theme (sm = 820px and md = 920px are the spec's breakpoints).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '51.25em',
        'mantine-breakpoint-md': '57.5em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
