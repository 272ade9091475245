import { actionRegistersMessages } from './action-registers/action-registers.messages.ts';
import { actionsMessages } from './actions/actions.messages.ts';
import { attachmentsMessages } from './attachments/attachments.messages.ts';
import { activationMessages, forgotMessages, loginMessages, signUpMessages } from './auth/auth.messages.ts';
import { billingMessages } from './billing/billing.messages.ts';
import { bugReportMessages } from './bug-report/bug-report.messages.ts';
import { calendarFeedMessages } from './calendar-feed/calendar-feed.messages.ts';
import { commentsMessages } from './comments/comments.messages.ts';
import {
  genericMessages,
  previewMessages,
  sessionMessages,
  validationMessages,
} from './common/common.messages.ts';
import { ideasMessages } from './ideas/ideas.messages.ts';
import { topBarMessages } from './nav/shell.messages.ts';
import {
  adminDashboardMessages,
  notificationsMessages,
  unsubscribeMessages,
} from './notifications/notifications.messages.ts';
import { portfolioMessages } from './portfolio/portfolio.messages.ts';
import { passwordMessages, profileMessages } from './profile/profile.messages.ts';
import { raidMessages } from './raid/raid.messages.ts';
import { releaseMessages } from './releases/release.messages.ts';
import { boardMessages, retroMessages, retroTemplateMessages, roomMessages } from './retro/retro.messages.ts';
import { retroSprintMessages } from './retro/retro-sprint.messages.ts';
import { settingsMessages } from './settings/settings.messages.ts';
import { sprintMessages } from './sprints/sprint.messages.ts';
import { squadsMessages } from './squads/squads.messages.ts';
import { permissionsMessages } from './users/users.messages.ts';
import { workItemsMessages } from './work-items/work-items.messages.ts';

// Every user-visible string the server or several screens use, composed from one file per
// domain area. The spec quotes many of them exactly (including its spelling), so do not "fix"
// them: tests compare against these values. Strings only one screen shows (labels, headings)
// live with that screen in web/.

export const MSG = {
  generic: genericMessages,
  session: sessionMessages,
  validation: validationMessages,
  preview: previewMessages,
  login: loginMessages,
  signUp: signUpMessages,
  activation: activationMessages,
  forgot: forgotMessages,
  bugReport: bugReportMessages,
  topBar: topBarMessages,
  raid: raidMessages,
  releases: releaseMessages,
  billing: billingMessages,
  notifications: notificationsMessages,
  unsubscribe: unsubscribeMessages,
  adminDashboard: adminDashboardMessages,
  permissions: permissionsMessages,
  sprint: sprintMessages,
  settings: settingsMessages,
  profile: profileMessages,
  password: passwordMessages,
  squads: squadsMessages,
  retro: retroMessages,
  board: boardMessages,
  retroTemplates: retroTemplateMessages,
  retroSprint: retroSprintMessages,
  room: roomMessages,
  actions: actionsMessages,
  actionRegisters: actionRegistersMessages,
  portfolio: portfolioMessages,
  ideas: ideasMessages,
  workItems: workItemsMessages,
  comments: commentsMessages,
  attachments: attachmentsMessages,
  calendarFeed: calendarFeedMessages,
} as const;
