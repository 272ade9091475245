import { subjectCommentsRoutes } from '../comments/subject-comments.routes.ts';
import { workItemSubjectTitle } from './work-item-changes.ts';

/** A work item's comments; a Feature's are read-only but for a Super Admin. */
export const workItemCommentsRoutes = subjectCommentsRoutes({
  kind: 'work_item',
  tag: 'work-items',
  noun: 'a work item',
  access: (services) => services.workItems.checkAccess,
  describe: (services) => async (caller, id) => ({
    title: workItemSubjectTitle(await services.workItems.get(caller, id)),
  }),
});
