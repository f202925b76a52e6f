import type en from './locales/en.json';
import { withSchool } from '../../components/school-required';
import { defineFeature } from '../../lib/feature';

declare module '../../i18n/resources' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merges into i18n's
  interface FeatureResources {
    chat: typeof en;
  }
}

export const feature = defineFeature({
  namespace: 'chat',
  locales: import.meta.glob('./locales/*.json', { import: 'default' }),
  // The top bar's chat entry, its unread badge and the refusal alert.
  inShell: true,
  routes: [
    {
      path: '/chat',
      page: () => import('./pages/chat-page').then((m) => ({ default: withSchool(m.ChatPage) })),
    },
  ],
});
