import { defineModule } from '../module.ts';
import { installMedia, uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';
import * as tables from './uploads.table.ts';

declare module '../module.ts' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface ModuleServices {
    uploads: UploadsService;
  }
}

/** Content-checked image uploads and the `/media` files they become. */
export const uploadsModule = defineModule({
  name: 'uploads',
  tables,
  create: ({ db, config, clock }) =>
    createUploadsService({ db, mediaRoot: config.mediaRoot, clock }),
  routes: async (app, uploads, { config }) => {
    await app.register(uploadsRoutes, { prefix: '/api', uploads });
    await installMedia(app, config.mediaRoot);
  },
});
