/**
 * The bonus ledger: every change of `users.bonuses`, written in the same transaction as the
 * change itself (an order spending them, its cancellation returning them).
 */
export const bonusTables = `
  CREATE TABLE bonus_entries (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id),
    order_id INTEGER REFERENCES orders(id),    -- null: a change of no order
    change INTEGER NOT NULL CHECK (change <> 0),  -- signed, 1 bonus = 1 UAH
    kind TEXT NOT NULL CHECK (kind IN ('accrued', 'spent', 'returned')),
    created_at TEXT NOT NULL
  );
  CREATE INDEX bonus_entries_user ON bonus_entries(user_id, created_at DESC);
`;

/**
 * The history of balances that predate the ledger, from what the orders say: each order's spent
 * bonuses (and their return, for a cancelled order), and what remains of the balance as accrued
 * when the account was made. Run once on rows that have no entries yet.
 */
export const bonusHistoryFromOrders = `
  INSERT INTO bonus_entries (user_id, order_id, change, kind, created_at)
    SELECT user_id, id, -bonuses_spent, 'spent', created_at FROM orders WHERE user_id IS NOT NULL AND bonuses_spent > 0;
  INSERT INTO bonus_entries (user_id, order_id, change, kind, created_at)
    SELECT user_id, id, bonuses_spent, 'returned', created_at FROM orders WHERE user_id IS NOT NULL AND bonuses_spent > 0 AND status = 'cancelled';
  INSERT INTO bonus_entries (user_id, order_id, change, kind, created_at)
    SELECT u.id, NULL, u.bonuses - COALESCE((SELECT SUM(b.change) FROM bonus_entries b WHERE b.user_id = u.id), 0), 'accrued', u.created_at
    FROM users u
    WHERE u.bonuses - COALESCE((SELECT SUM(b.change) FROM bonus_entries b WHERE b.user_id = u.id), 0) > 0;
`;
