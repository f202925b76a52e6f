-- Moves credits between two accounts in one statement (one round trip): both rows locked in id
-- order (no deadlock between opposite transfers), the debit a guarded update so a wallet cannot go
-- below zero whatever runs concurrently, the credit, and the immutable transfer row, returned.
-- No row when the source holds too little; nothing has moved then.
CREATE FUNCTION ledger_transfer(
  p_from uuid,
  p_to uuid,
  p_amount bigint,
  p_kind text,
  p_reference text,
  p_memo text,
  p_actor_user_id uuid,
  p_actor_name text,
  p_reverses uuid,
  p_at timestamptz
)
RETURNS SETOF ledger_transfers
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  from_after bigint;
  to_after bigint;
BEGIN
  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_from, p_to) ORDER BY a.id FOR UPDATE;
  UPDATE ledger_accounts a SET balance = a.balance - p_amount
    WHERE a.id = p_from AND (a.allow_negative OR a.balance >= p_amount)
    RETURNING a.balance INTO from_after;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE ledger_accounts a SET balance = a.balance + p_amount
    WHERE a.id = p_to
    RETURNING a.balance INTO to_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'destination account % is missing', p_to;
  END IF;
  RETURN QUERY INSERT INTO ledger_transfers AS t (
    from_account_id, to_account_id, amount, from_balance_after, to_balance_after, kind,
    reference, memo, actor_user_id, actor_name, reverses_transfer_id, created_at
  ) VALUES (
    p_from, p_to, p_amount, from_after, to_after, p_kind,
    p_reference, p_memo, p_actor_user_id, p_actor_name, p_reverses, p_at
  ) RETURNING t.*;
END
$$;
