/** The classes the layout-flags island keeps on `<body>` (the shop's CSS reads them). */
export const BODY_CLASSES = Object.freeze({
  /** Under 1024 px: the SDK's mobile flag (`MOBILE_BREAKPOINT`). */
  mobile: 'is-mobile',
  /** Under 768 px: the header's breakpoint (`HEADER_BREAKPOINT`). */
  narrowHeader: 'is-narrow-header',
  /** The user's handedness is left: filter and sort buttons swap places (docs/pages.md#layout-flags). */
  leftHanded: 'is-left-handed',
});
