const paths = {
  heart: 'M12 20.3 4.6 13a4.8 4.8 0 0 1 6.8-6.8l.6.6.6-.6A4.8 4.8 0 0 1 19.4 13L12 20.3Zm0-2.1 6.3-6.3a3.3 3.3 0 0 0-4.6-4.6L12 9 10.3 7.3a3.3 3.3 0 0 0-4.6 4.6l6.3 6.3Z',
  compare: 'M5 20V10h1.5v10H5Zm6.25 0V4h1.5v16h-1.5Zm6.25 0v-7H19v7h-1.5Z',
} as const;

export function BarIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="icon vitrina-icon" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[name]} />
    </svg>
  );
}
