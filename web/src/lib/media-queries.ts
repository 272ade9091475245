// Media queries on the theme's breakpoints (app/theme.ts: sm = 51.25em, the side menu's switch);
// keep them in step with the theme and postcss.config.cjs.

/** Media query matching the desktop layout (side menu visible), i.e. 820px and wider. */
export const DESKTOP_QUERY = '(min-width: 51.25em)';
/** Phone-sized screens, where the landing bar uses smaller buttons. */
export const PHONE_QUERY = '(max-width: 35.99em)';
/** The narrowest phones, where the logo drops its word to leave room for the top-bar icons. */
export const NARROW_QUERY = '(max-width: 23.4em)';
