/** Every module's routes, registered under /api in one visible order. */
import type { AppContext } from '../context.ts';
import type { App } from '../http/types.ts';
import { systemRoutes } from './system/index.ts';
import { contentRoutes } from './content/index.ts';
import { codeRoutes } from './codes/index.ts';
import { userRoutes } from './users/index.ts';
import { uploadRoutes } from './uploads/index.ts';
import { ledgerRoutes } from './ledger/index.ts';
import { marketRoutes } from './market/index.ts';
import { kycRoutes } from './kyc/index.ts';
import { adminRoutes } from './admin/index.ts';
import { fundingRoutes } from './funding/index.ts';
import { walletRoutes } from './wallet/index.ts';
import { purchaseRoutes } from './purchase/index.ts';
import { spotRoutes } from './spot/index.ts';

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
}
