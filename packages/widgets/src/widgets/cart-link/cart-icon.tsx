export function CartIcon() {
  return (
    <svg className="icon vitrina-icon" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 4h2.2l2.1 10.2a1.5 1.5 0 0 0 1.47 1.2H18v-1.5H8.83L8.5 12.5h9.7L20 6.5H6.1L5.7 4.6A1 1 0 0 0 4.72 3.8H3V4Zm3.4 4h11.6l-1 3H7.03L6.4 8ZM9 17.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
      />
    </svg>
  );
}
