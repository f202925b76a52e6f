import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables; a new module's *.table.ts is picked up without a list to edit.
  schema: './src/modules/*/*.table.ts',
  out: './drizzle',
});
