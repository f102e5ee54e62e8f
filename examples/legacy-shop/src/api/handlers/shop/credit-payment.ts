/**
 * The monthly payment of a credit of `price` over `months` at `monthlyRate` (0.019 = 1.9 % a
 * month): the annuity price·r / (1 − (1 + r)^−n), or price / n without interest; in UAH to the
 * kopiyka, half up.
 */
export function monthlyPayment(price: number, months: number, monthlyRate: number): number {
  const payment = monthlyRate > 0 ? (price * monthlyRate) / (1 - (1 + monthlyRate) ** -months) : price / months;
  return Math.round(payment * 100) / 100;
}
