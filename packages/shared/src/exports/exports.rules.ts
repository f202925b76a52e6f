/**
 * The CSV downloads the console records (spec: search, Files "exports the user may see"): each is
 * kept with the filters it was made with, so its link makes it again. Zod-free.
 */
export const exportKinds = [
  'students',
  'wallet-transactions',
  'appointments',
  'attendance',
] as const;
export type ExportKind = (typeof exportKinds)[number];
