import type { Database } from '../../db/client.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FeedsService } from '../feeds/feeds.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SchoolService } from '../school/school.service.ts';
import { createAdjustmentsService } from './adjustments.service.ts';
import { createCreditsService } from './credits.service.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { createPostings } from './postings.ts';
import { createStatementService } from './statement.service.ts';
import type { Pricing } from './top-up-pricing.ts';
import { createTopUpsService } from './top-ups.service.ts';

export type WalletDeps = {
  db: Database;
  audit: AuditService;
  notifications: NotificationsService;
  feeds: Pick<FeedsService, 'recordActivity'>;
  school: SchoolService;
  provider: PaymentProvider;
  clock: () => Date;
  pricing: Pricing;
};

/**
 * The wallet's parts over one ledger: `credits` is what other modules call to charge and refund a
 * school; the others serve the wallet's own routes.
 */
export function createWalletService(deps: WalletDeps) {
  const { db, clock } = deps;
  const postings = createPostings(deps);
  const statement = createStatementService({
    db,
    schools: deps.school,
    clock,
    currency: deps.pricing.currency,
  });
  return {
    credits: createCreditsService({ db, postings, clock }),
    topUps: createTopUpsService({ ...deps, postings }),
    statement,
    adjustments: createAdjustmentsService({ db, schools: deps.school, postings, clock }),
    /** The module that charges with a reference says what it stands for (an appointment). */
    describeReferencesWith: statement.describeReferencesWith,
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
