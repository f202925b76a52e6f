import { modules } from '../modules/modules.ts';

// Every module's tables, gathered from the module list for Drizzle. drizzle-kit reads the
// modules' *.table.ts files itself (drizzle.config.ts).
export const schema: Record<string, unknown> = Object.assign(
  {},
  ...modules.map((module) => module.tables),
);
