import { lazyPage } from '../../lib/lazy-page';
import type { FeatureRoute } from '../../app/routing/feature-routes';

export const walletRoutes: FeatureRoute[] = [
  {
    path: '/wallet',
    page: lazyPage(() => import('./pages/wallet-page').then((m) => ({ default: m.WalletPage }))),
    permission: 'wallet.view',
  },
  {
    path: '/credits-top-up',
    page: lazyPage(() => import('./pages/top-up-page').then((m) => ({ default: m.TopUpPage }))),
    permission: 'wallet.spend',
  },
  {
    path: '/wallet/receipts/:id',
    page: lazyPage(() => import('./pages/receipt-page').then((m) => ({ default: m.ReceiptPage }))),
    permission: 'wallet.view',
  },
];
