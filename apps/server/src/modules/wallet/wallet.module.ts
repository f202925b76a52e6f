import { walletExportQuerySchema } from '@school/shared/wallet/wallet.contract';
import { defineModule } from '../module.ts';
import { createSandboxProvider } from './payments/sandbox-provider.ts';
import { walletRoutes } from './wallet.routes.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import * as tables from './wallet.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    wallet: WalletService;
  }
}

declare module '../audit/audit.service.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AuditActions {
    'wallet.transfer': true;
  }
}

/** The school's credits: a double-entry ledger, card top-ups, spending and refunds. */
export const walletModule = defineModule({
  name: 'wallet',
  tables,
  create: ({ db, clock, config, paymentProvider, use }) => {
    const wallet = createWalletService({
      db,
      audit: use('audit'),
      notifications: use('notifications'),
      feeds: use('feeds'),
      school: use('school'),
      clock,
      provider: paymentProvider ?? createSandboxProvider(),
      pricing: config,
    });
    use('exports').define('wallet-transactions', {
      permission: 'wallet.view',
      filters: walletExportQuerySchema,
      run: async (auth, filters) => ({
        fileName: 'wallet-transactions.csv',
        body: await wallet.statement.exportCsv(auth, filters),
      }),
    });
    return wallet;
  },
  routes: (app, wallet, { use }) =>
    app.register(walletRoutes, { prefix: '/api/wallet', wallet, exports: use('exports') }),
});
