module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // Spec §9 breakpoints; the navigation becomes an overlay drawer below 1279 px.
        'breakpoint-sm': '37.5em',
        'breakpoint-md': '60em',
        'breakpoint-nav': '79.9375em',
      },
    },
  },
};
