/** Layout breakpoints, in CSS pixels (docs/pages.md, docs/constants.md). */

/** The layout is "mobile" below this width. */
export const MOBILE_BREAKPOINT = 1024;
export const HEADER_BREAKPOINT = 768;

/** Banner `<picture>` sources: mobile below 768, tablet below 1024, desktop from 1024. */
export const BANNER_BREAKPOINTS = Object.freeze({ tablet: 768, desktop: 1024 });

export const THEME_BREAKPOINTS = Object.freeze({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
