import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { unitOfWork } from './db/unit-of-work.ts';
import { createRedisLink } from './http/redis-link.ts';
import { createActionRegistersRepository } from './modules/action-registers/action-registers.repository.ts';
import { createActionRegistersService } from './modules/action-registers/action-registers.service.ts';
import { createActionsRepository } from './modules/actions/actions.repository.ts';
import { actionsWriterIn, createActionsService } from './modules/actions/actions.service.ts';
import { createFollowThroughRepository } from './modules/actions/follow-through.repository.ts';
import { createFollowThroughService } from './modules/actions/follow-through.service.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAttachmentsRepository } from './modules/attachments/attachments.repository.ts';
import { createAttachmentsService } from './modules/attachments/attachments.service.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionCache } from './modules/auth/session-cache.ts';
import { createSessionEvents } from './modules/auth/session-events.ts';
import { createBillingRepository } from './modules/billing/billing.repository.ts';
import { type BillingService, createBillingService } from './modules/billing/billing.service.ts';
import { createPaymentProvider } from './modules/billing/providers/index.ts';
import { createBugReportRepository } from './modules/bug-report/bug-report.repository.ts';
import { createBugReportService } from './modules/bug-report/bug-report.service.ts';
import { createCalendarFeedRepository } from './modules/calendar-feed/calendar-feed.repository.ts';
import { createCalendarFeedService } from './modules/calendar-feed/calendar-feed.service.ts';
import { createClientLogsRepository } from './modules/client-logs/client-logs.repository.ts';
import { createClientLogsService } from './modules/client-logs/client-logs.service.ts';
import { createCommentsRepository } from './modules/comments/comments.repository.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createIdeasRepository } from './modules/ideas/ideas.repository.ts';
import { createIdeasService } from './modules/ideas/ideas.service.ts';
import { createMailOptOutsRepository } from './modules/mail/mail-opt-outs.repository.ts';
import { withMailOptOuts } from './modules/mail/mail-opt-outs.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { createUnsubscribeService } from './modules/mail/unsubscribe.service.ts';
import { createUnsubscribeLinks } from './modules/mail/unsubscribe-links.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createPortfolioRepository } from './modules/portfolio/portfolio.repository.ts';
import { createPortfolioService } from './modules/portfolio/portfolio.service.ts';
import { createProfileRepository } from './modules/profile/profile.repository.ts';
import { createProfileService } from './modules/profile/profile.service.ts';
import { createRaidRepository } from './modules/raid/raid.repository.ts';
import { createRaidService } from './modules/raid/raid.service.ts';
import { createReleasesRepository } from './modules/releases/releases.repository.ts';
import { createReleasesService } from './modules/releases/releases.service.ts';
import { createBacklogCardService } from './modules/retro-board/backlog-card.service.ts';
import { createBoardRepository } from './modules/retro-board/board.repository.ts';
import { createBoardService } from './modules/retro-board/board.service.ts';
import { createConvertService } from './modules/retro-board/convert.service.ts';
import { createEndingRepository } from './modules/retro-board/ending.repository.ts';
import { createEndingService } from './modules/retro-board/ending.service.ts';
import { createRoomRepository } from './modules/retro-room/room.repository.ts';
import { createRoomService } from './modules/retro-room/room.service.ts';
import { createRetroTemplatesRepository } from './modules/retro-templates/retro-templates.repository.ts';
import { createRetroTemplatesService } from './modules/retro-templates/retro-templates.service.ts';
import { createRetroEvents } from './modules/retros/retro-events.ts';
import { createRetroInvitations } from './modules/retros/retro-invitations.ts';
import { createRetrosRepository } from './modules/retros/retros.repository.ts';
import { createRetrosService } from './modules/retros/retros.service.ts';
import { createSprintRetrosService } from './modules/retros/sprint-retros.service.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createSprintEvents } from './modules/sprints/sprint-events.ts';
import { createSprintPanelRepository } from './modules/sprints/sprint-panel.repository.ts';
import { createSprintPanelService } from './modules/sprints/sprint-panel.service.ts';
import { createSprintRunsRepository } from './modules/sprints/sprint-runs.repository.ts';
import { createSprintRunsService } from './modules/sprints/sprint-runs.service.ts';
import { createSprintsRepository } from './modules/sprints/sprints.repository.ts';
import { createSprintsService } from './modules/sprints/sprints.service.ts';
import { createSquadEvents } from './modules/squads/squad-events.ts';
import { createSquadsRepository } from './modules/squads/squads.repository.ts';
import { createSquadsService } from './modules/squads/squads.service.ts';
import { createStorage } from './modules/storage/storage.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createBacklogService } from './modules/work-items/backlog.service.ts';
import { createWorkItemEvents } from './modules/work-items/work-item-events.ts';
import { createWorkItemsRepository } from './modules/work-items/work-items.repository.ts';
import { createWorkItemsService } from './modules/work-items/work-items.service.ts';

// The composition root: every service of the product is built here, once, from the process's
// configuration and database, and handed to the HTTP modules and the realtime gateway alike.
// A new module adds its repository and service here; nothing else constructs a service. A
// service gets `{ repo }`, its module's repository; one whose transaction spans several
// repositories (or modules) gets `{ work }`, a unit of work binding them to one executor.

export interface CompositionOptions {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** Defaults to SMTP when SMTP_URL is set, else the file outbox in `${DATA_DIR}/mail`. */
  mailer?: Mailer;
}

export type AppServices = ReturnType<typeof composeServices>;

export function composeServices(options: CompositionOptions) {
  const { config, db, log } = options;
  const mailer = withMailOptOuts(options.mailer ?? createMailer(config, log), { db, config, log });
  const storage = createStorage(config);
  const sessionEvents = createSessionEvents(log);
  const retroEvents = createRetroEvents(log);
  // One sender of retro invitations: Create Retro's and the end-of-sprint retro's.
  const retroInvitations = createRetroInvitations({
    repo: createRetrosRepository(db),
    mailer,
    publicUrl: config.publicUrl,
    organizer: config.mailFrom,
    log,
  });
  const squadEvents = createSquadEvents(log);
  const sprintEvents = createSprintEvents(log);
  const workItemEvents = createWorkItemEvents(log);
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(db),
    mailer,
    config,
    log,
  });
  /** REDIS_URL's connections, shared by the rate limits, the session cache and the socket gateway; health reads their state. */
  const redis = createRedisLink(config.redisUrl, log);
  const auth = createAuthService({
    repo: createAuthRepository(db),
    mailer,
    config,
    sessionEvents,
    log,
    sessionCache: createSessionCache(db, redis.commands),
  });
  const billing = createBillingService({
    repo: createBillingRepository(db),
    provider: createPaymentProvider(config, db),
    publicUrl: config.publicUrl,
    log,
  });

  return {
    config,
    db,
    redis,
    mailer,
    storage,
    sessionEvents,
    retroEvents,
    squadEvents,
    sprintEvents,
    workItemEvents,
    auth,
    bugReports: createBugReportService({ repo: createBugReportRepository(db) }),
    users: createUsersService({ repo: createUsersRepository(db), auth, mailer, config, log }),
    profiles: createProfileService({ repo: createProfileRepository(db), storage, sessionEvents, log }),
    squads: createSquadsService({ repo: createSquadsRepository(db), events: squadEvents }),
    sprints: createSprintsService({ repo: createSprintsRepository(db) }),
    sprintRuns: createSprintRunsService({
      repo: createSprintRunsRepository(db),
      // A start and the retro the squad's setting schedules for the sprint's end commit together.
      work: unitOfWork(db, (executor) => ({
        runs: createSprintRunsRepository(executor),
        sprintRetros: createSprintRetrosService({
          repo: createRetrosRepository(executor),
          notifications,
          invitations: retroInvitations,
        }),
      })),
      events: sprintEvents,
    }),
    sprintPanel: createSprintPanelService({
      repo: createSprintPanelRepository(db),
      runs: createSprintRunsRepository(db),
    }),
    settings: createSettingsService({ repo: createSettingsRepository(db) }),
    retros: createRetrosService({
      repo: createRetrosRepository(db),
      invitations: retroInvitations,
      log,
      events: retroEvents,
      notifications,
    }),
    rooms: createRoomService({ repo: createRoomRepository(db) }),
    board: createBoardService({ repo: createBoardRepository(db) }),
    ending: createEndingService({
      work: unitOfWork(db, (executor) => ({
        board: createBoardRepository(executor),
        ending: createEndingRepository(executor),
      })),
    }),
    convert: createConvertService({
      // The action and the card's mark commit together, with the board's other operations.
      work: unitOfWork(db, (executor) => ({
        board: createBoardRepository(executor),
        actions: actionsWriterIn(createActionsRepository(executor)),
      })),
      notifications,
    }),
    backlogCard: createBacklogCardService({
      // The work item and the card's mark commit together, with the board's other operations.
      work: unitOfWork(db, (executor) => ({
        board: createBoardRepository(executor),
        workItems: createWorkItemsService({ repo: createWorkItemsRepository(executor) }),
      })),
      events: workItemEvents,
      notifications,
    }),
    actions: createActionsService({ repo: createActionsRepository(db), notifications }),
    followThrough: createFollowThroughService({ repo: createFollowThroughRepository(db) }),
    actionRegisters: createActionRegistersService({
      repo: createActionRegistersRepository(db),
      notifications,
    }),
    portfolio: createPortfolioService({ repo: createPortfolioRepository(db) }),
    workItems: createWorkItemsService({
      repo: createWorkItemsRepository(db),
      events: workItemEvents,
      notifications,
    }),
    backlog: createBacklogService({
      repo: createWorkItemsRepository(db),
      events: workItemEvents,
      notifications,
    }),
    ideas: createIdeasService({
      // Promotion marks the idea and makes its Feature in one transaction.
      work: unitOfWork(db, (executor) => ({
        ideas: createIdeasRepository(executor),
        workItems: createWorkItemsService({ repo: createWorkItemsRepository(executor) }),
      })),
    }),
    raid: createRaidService({ repo: createRaidRepository(db), notifications }),
    releases: createReleasesService({ repo: createReleasesRepository(db) }),
    comments: createCommentsService({ repo: createCommentsRepository(db) }),
    attachments: createAttachmentsService({ repo: createAttachmentsRepository(db), storage }),
    notifications,
    unsubscribe: createUnsubscribeService({
      repo: createMailOptOutsRepository(db),
      links: createUnsubscribeLinks(db, config.publicUrl),
      mailer,
      log,
    }),
    dashboard: createDashboardService({ repo: createDashboardRepository(db) }),
    admin: createAdminService({ repo: createAdminRepository(db), config }),
    clientLogs: createClientLogsService({ repo: createClientLogsRepository(db), log }),
    retroTemplates: createRetroTemplatesService({ repo: createRetroTemplatesRepository(db) }),
    calendarFeeds: createCalendarFeedService({
      repo: createCalendarFeedRepository(db),
      publicUrl: config.publicUrl,
    }),
    /** Plans and payment; `billing.provider` is the configured one, `billing.testProvider` the built-in or null. */
    billing,
    /** The test provider's clock, every 10 minutes; billingRoutes stops it when the app closes. */
    billingClock: startBillingClock(billing, log),
  };
}

const BILLING_TICK_MS = 10 * 60_000;

/**
 * Moves the built-in provider's subscriptions on (trials end, periods renew, cancelled plans
 * end); Stripe does this on its side and tells us by webhook, so it needs no timer.
 */
function startBillingClock(billing: BillingService, log: FastifyBaseLogger): { stop(): void } {
  if (!billing.testProvider) {
    return { stop: () => undefined };
  }
  const timer = setInterval(() => {
    billing.tick(new Date()).catch((error: unknown) => {
      log.warn({ err: error }, 'test payment provider tick failed');
    });
  }, BILLING_TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
