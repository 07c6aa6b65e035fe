-- Copy trading, invitation rebates and VIP levels (issue 12): the journal reasons of a
-- copied contract's profit share and of the daily invitation rebate, and the close reason
-- of a copied position closed by its trader. Each part's tables come in its own migration.
ALTER TABLE "journals" DROP CONSTRAINT "journals_reason_ck";
--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_reason_ck" CHECK ("journals"."reason" in ('faucet', 'deposit', 'withdraw', 'account_transfer', 'user_transfer', 'freeze', 'unfreeze', 'settle', 'trade', 'fee', 'adjustment', 'conversion', 'purchase', 'promotion', 'lever_open', 'lever_close', 'lever_overnight', 'lever_liquidation', 'option_stake', 'option_settle', 'ieo_subscribe', 'ieo_allocate', 'ieo_release', 'lockup_deposit', 'lockup_interest', 'lockup_redeem', 'dual_buy', 'dual_settle', 'copy_profit_share', 'invite_rebate'));
--> statement-breakpoint
ALTER TABLE "lever_positions" DROP CONSTRAINT "lever_positions_reason_ck";
--> statement-breakpoint
ALTER TABLE "lever_positions" ADD CONSTRAINT "lever_positions_reason_ck" CHECK ("lever_positions"."close_reason" is null or "lever_positions"."close_reason" in ('user', 'batch', 'tp', 'sl', 'liquidation', 'cancelled', 'margin', 'copy'));
