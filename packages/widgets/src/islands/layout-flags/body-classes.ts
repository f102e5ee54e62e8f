/** The classes the layout-flags island keeps on `<body>` (the shop's CSS reads them). */
export const BODY_CLASSES = Object.freeze({
  /** Under 1024 px: the SDK's mobile flag (spec §2). */
  mobile: 'is-mobile',
  /** Under 768 px: the header's breakpoint (spec §2). */
  narrowHeader: 'is-narrow-header',
  /** The user's handedness is left: filter and sort buttons swap places (spec §2). */
  leftHanded: 'is-left-handed',
});
