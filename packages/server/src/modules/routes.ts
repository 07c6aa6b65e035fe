/**
 * Every module's routes, registered under /api in one visible order. Routes are imported
 * from each module's routes.ts, never through its door: a door exports services only, so
 * importing a service never loads routes (and http/auth.ts) with it.
 */
import type { AppContext } from '../context.ts';
import type { App } from '../http/types.ts';
import { systemRoutes } from './system/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { codeRoutes } from './codes/routes.ts';
import { userRoutes } from './users/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
// Outside /api: `POST /upload` (the original client) and the guarded `GET /uploads/<name>`.
export { uploadRootRoutes } from './uploads/routes.ts';
import { ledgerRoutes } from './ledger/routes.ts';
import { marketRoutes } from './market/routes.ts';
import { kycRoutes } from './kyc/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { fundingRoutes } from './funding/routes.ts';
import { walletRoutes } from './wallet/routes.ts';
import { purchaseRoutes } from './purchase/routes.ts';
import { spotRoutes } from './spot/routes.ts';
import { leverRoutes } from './lever/routes.ts';
import { optionRoutes } from './options/routes.ts';
import { earnRoutes } from './earn/routes.ts';
import { lockupRoutes } from './lockup/routes.ts';
import { dualRoutes } from './dual/routes.ts';
import { ieoRoutes } from './ieo/routes.ts';
import { vipRoutes } from './vip/routes.ts';
import { inviteRoutes } from './invite/routes.ts';
import { followRoutes } from './follow/routes.ts';
import { nftRoutes } from './nft/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { loanRoutes } from './loans/routes.ts';
import { quizRoutes } from './quiz/routes.ts';

export async function registerModules(app: App, ctx: AppContext): Promise<void> {
  await systemRoutes(app, ctx);
  await contentRoutes(app, ctx);
  await codeRoutes(app, ctx);
  await userRoutes(app, ctx);
  await uploadRoutes(app, ctx);
  await ledgerRoutes(app, ctx);
  await marketRoutes(app, ctx);
  await kycRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await fundingRoutes(app, ctx);
  await walletRoutes(app, ctx);
  await purchaseRoutes(app, ctx);
  await spotRoutes(app, ctx);
  await leverRoutes(app, ctx);
  await optionRoutes(app, ctx);
  await earnRoutes(app, ctx);
  await lockupRoutes(app, ctx);
  await dualRoutes(app, ctx);
  await ieoRoutes(app, ctx);
  await vipRoutes(app, ctx);
  await inviteRoutes(app, ctx);
  await followRoutes(app, ctx);
  await nftRoutes(app, ctx);
  await chatRoutes(app, ctx);
  await loanRoutes(app, ctx);
  await quizRoutes(app, ctx);
}
