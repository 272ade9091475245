import { subjectCommentsRoutes } from '../comments/subject-comments.routes.ts';
import { raidSubjectTitle } from './raid.service.ts';

/** A RAID item's comments: any member of the organisation may add them. */
export const raidCommentsRoutes = subjectCommentsRoutes({
  kind: 'raid_item',
  tag: 'raid',
  noun: 'a RAID item',
  access: (services) => (caller, id) => services.raid.checkAccess(caller, id),
  describe: (services) => async (caller, id) => ({
    title: raidSubjectTitle(await services.raid.get(caller, id)),
  }),
});
