/** The shop's phone mask (spec §5): '+38 ' and the ten digits of a Ukrainian number. */
export const PHONE_MASK_OPTIONS = {
  mask: '+{38} ### ### ## ##',
  definitions: { '#': /\d/ },
} as const;
