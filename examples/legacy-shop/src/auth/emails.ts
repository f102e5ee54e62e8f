/** E-mails are compared and stored trimmed and lower-cased, so 'Olena@Example.com' is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
