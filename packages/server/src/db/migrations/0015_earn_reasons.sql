-- Earn products (issue 11): the journal reasons of IEO subscriptions, lock-up mining and
-- dual investment. Each product's tables come in its own migration after this one.
ALTER TABLE "journals" DROP CONSTRAINT "journals_reason_ck";
--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reason_ck" CHECK ("journals"."reason" in ('faucet', 'deposit', 'withdraw', 'account_transfer', 'user_transfer', 'freeze', 'unfreeze', 'settle', 'trade', 'fee', 'adjustment', 'conversion', 'purchase', 'promotion', 'lever_open', 'lever_close', 'lever_overnight', 'lever_liquidation', 'option_stake', 'option_settle', 'ieo_subscribe', 'ieo_allocate', 'ieo_release', 'lockup_deposit', 'lockup_interest', 'lockup_redeem', 'dual_buy', 'dual_settle'));
