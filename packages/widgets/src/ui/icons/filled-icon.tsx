const paths = {
  cart: 'M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.47 1.2H18v-1.5H8.83L8.5 12.5h9.7L20 6.5H6.1L5.7 4.6A1 1 0 0 0 4.72 3.8H3V4Zm3.4 4h11.6l-1 3H7.03L6.4 8ZM9 17.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  search: 'M10.5 3a7.5 7.5 0 0 1 5.96 12.05l4.25 4.24-1.42 1.42-4.24-4.25A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM5 19.5C5 16.5 8 14 12 14s7 2.5 7 5.5V20h-1.5v-.5c0-2-2.3-4-5.5-4s-5.5 2-5.5 4v.5H5v-.5Z',
  heart: 'M12 20.3 4.6 13a4.8 4.8 0 0 1 6.8-6.8l.6.6.6-.6A4.8 4.8 0 0 1 19.4 13L12 20.3Zm0-2.1 6.3-6.3a3.3 3.3 0 0 0-4.6-4.6L12 9 10.3 7.3a3.3 3.3 0 0 0-4.6 4.6l6.3 6.3Z',
  compare: 'M5 20V10h1.5v10H5Zm6.25 0V4h1.5v16h-1.5Zm6.25 0v-7H19v7h-1.5Z',
} as const;

export type FilledIconName = keyof typeof paths;

/** The 24 px filled icons of the header and the bottom bar; decorative, the links and buttons carry the names. */
export function FilledIcon({ name }: { readonly name: FilledIconName }) {
  return (
    <svg className="icon vitrina-icon" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[name]} />
    </svg>
  );
}
