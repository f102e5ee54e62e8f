export function UserIcon() {
  return (
    <svg className="icon vitrina-icon" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM5 19.5C5 16.5 8 14 12 14s7 2.5 7 5.5V20h-1.5v-.5c0-2-2.3-4-5.5-4s-5.5 2-5.5 4v.5H5v-.5Z"
      />
    </svg>
  );
}
