import type en from './locales/en.json';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    wallet: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'wallet',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  routes: [
    {
      path: '/wallet',
      page: () => import('./pages/wallet-page').then((m) => ({ default: m.WalletPage })),
    },
    {
      path: '/credits-top-up',
      page: () => import('./pages/top-up-page').then((m) => ({ default: m.TopUpPage })),
    },
    {
      path: '/wallet/receipts/:id',
      page: () => import('./pages/receipt-page').then((m) => ({ default: m.ReceiptPage })),
      permission: 'wallet.view',
    },
  ],
});
