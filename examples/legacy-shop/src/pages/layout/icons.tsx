/** Line icons drawn with currentColor; decorative, so hidden from assistive technology. */
const paths = {
  search: 'M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.43 1.06-1.06-4.43-4.43A6.5 6.5 0 0 0 10.5 4Zm0 1.5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  cart: 'M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.47 1.2H18v-1.5H8.83L8.5 12.5h9.7L20 6.5H6.1L5.7 4.6A1 1 0 0 0 4.72 3.8H3V4Zm3.4 4h11.6l-1 3H7.03L6.4 8ZM9 17.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM5 19.5C5 16.5 8 14 12 14s7 2.5 7 5.5V20h-1.5v-.5c0-2-2.3-4-5.5-4s-5.5 2-5.5 4v.5H5v-.5Z',
  heart: 'M12 20.3 4.6 13a4.8 4.8 0 0 1 6.8-6.8l.6.6.6-.6A4.8 4.8 0 0 1 19.4 13L12 20.3Zm0-2.1 6.3-6.3a3.3 3.3 0 0 0-4.6-4.6L12 9 10.3 7.3a3.3 3.3 0 0 0-4.6 4.6l6.3 6.3Z',
  compare: 'M5 20V10h1.5v10H5Zm6.25 0V4h1.5v16h-1.5Zm6.25 0v-7H19v7h-1.5Z',
  pin: 'M12 2.5A6.5 6.5 0 0 0 5.5 9c0 4.6 6.5 12.5 6.5 12.5S18.5 13.6 18.5 9A6.5 6.5 0 0 0 12 2.5Zm0 9a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z',
  filter: 'M4 6h16v1.5H4V6Zm3 5.25h10v1.5H7v-1.5Zm3 5.25h4V18h-4v-1.5Z',
  sort: 'M7 4 3.5 7.5l1.06 1.06 1.69-1.69V20h1.5V6.87l1.69 1.69L10.5 7.5 7 4Zm10 16 3.5-3.5-1.06-1.06-1.69 1.69V4h-1.5v13.13l-1.69-1.69L13.5 16.5 17 20Z',
  gift: 'M4 9h16v3h-1v8H5v-8H4V9Zm7.25 1.5H5.5v.5h5.75v-.5Zm1.5 0V11h5.75v-.5h-5.75ZM6.5 12.5v6h4.75v-6H6.5Zm6.25 0v6h4.75v-6h-4.75ZM8.5 4a2.5 2.5 0 0 1 3.5 1.1A2.5 2.5 0 1 1 15.5 9h-7a2.5 2.5 0 0 1 0-5Zm0 1.5a1 1 0 0 0 0 2h2.3l-.1-.3A2.2 2.2 0 0 0 8.5 5.5Zm7 0a2.2 2.2 0 0 0-2.2 1.7l-.1.3h2.3a1 1 0 0 0 0-2Z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[name]} />
    </svg>
  );
}
