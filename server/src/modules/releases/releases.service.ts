import { type Caller, MSG, personName } from '@squadboard/domain';
import { todayFor } from '@squadboard/domain/common/calendar-date';
import { ACTIVE_RELEASE_STATUSES } from '@squadboard/domain/releases/release.model';
import { canCompleteRelease, canManageReleases } from '@squadboard/domain/releases/release.rules';
import type {
  CreateRelease,
  Release,
  ReleaseDashboard,
  ReleaseList,
  ReleaseListQuery,
  UpdateRelease,
} from '@squadboard/domain/releases/release.schema';
import type { NewReleaseRow } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { presentRelease, releaseDashboard } from './releases.presenter.ts';
import type { ReleasesRepository } from './releases.repository.ts';

// Release plans: an initiative's releases with six stage finish dates; work items
// take part by naming a release in their release version. Everyone of the organisation reads;
// Super Admins and Squad Admins plan (domain's canManageReleases). Each write is one transaction.

export type ReleasesService = ReturnType<typeof createReleasesService>;

export function createReleasesService(deps: { repo: ReleasesRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  function mustManage(caller: Caller): void {
    if (!canManageReleases(caller.role)) {
      throw appError('RELEASE_FORBIDDEN');
    }
  }

  /** The form's fields as a row, the manager checked and named (kept if the account goes). */
  async function checkedFields(r: ReleasesRepository, caller: Caller, input: UpdateRelease) {
    let releaseTrainManagerName: string | null = null;
    if (input.releaseTrainManagerId) {
      const person = await r.assignable(caller.customerId, input.releaseTrainManagerId);
      if (!person) {
        throw invalidField('releaseTrainManagerId', MSG.releases.managerInvalid);
      }
      releaseTrainManagerName = personName(person);
    }
    return {
      name: input.name,
      status: input.status,
      milestone: input.milestone,
      refinementDate: input.refinementDate,
      designDate: input.designDate,
      buildDate: input.buildDate,
      testDate: input.testDate,
      uatDate: input.uatDate,
      liveDate: input.liveDate,
      releaseTrainManagerId: input.releaseTrainManagerId,
      releaseTrainManagerName,
    } satisfies Partial<NewReleaseRow>;
  }

  /** Runs a write; the initiative's partial unique index refusing the name becomes a 409 on it. */
  async function naming<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? appError('RELEASE_NAME_TAKEN').on('name') : error;
    }
  }

  async function presented(caller: Caller, id: string): Promise<Release> {
    const [row] = await repo.listRows(caller.customerId, { id });
    if (!row) {
      throw appError('RELEASE_NOT_FOUND');
    }
    return presentRelease(row, caller);
  }

  /** A live release of the organisation, locked for the write that follows. */
  async function lockedRelease(r: ReleasesRepository, caller: Caller, id: string) {
    const release = await r.find(caller.customerId, id, { lock: true });
    if (!release) {
      throw appError('RELEASE_NOT_FOUND');
    }
    return release;
  }

  return {
    /** No status: the default 'Status' filter (Scheduled, In Progress, At Risk). */
    async list(caller: Caller, query: ReleaseListQuery): Promise<ReleaseList> {
      const rows = await repo.listRows(caller.customerId, {
        initiativeId: query.initiativeId,
        statuses: query.status ? [query.status] : ACTIVE_RELEASE_STATUSES,
      });
      return {
        items: rows.map((row) => presentRelease(row, caller)),
        can: { create: canManageReleases(caller.role) },
      };
    },

    async create(caller: Caller, input: CreateRelease): Promise<Release> {
      mustManage(caller);
      const id = await naming(() =>
        repo.transaction(async (r) => {
          if (!(await r.initiative(caller.customerId, input.initiativeId))) {
            throw invalidField('initiativeId', MSG.releases.initiativeInvalid);
          }
          const row = await r.insert({
            ...(await checkedFields(r, caller, input)),
            customerId: caller.customerId,
            initiativeId: input.initiativeId,
            createdBy: caller.id,
          });
          return row.id;
        }),
      );
      return presented(caller, id);
    },

    /** The row's edit; a rename renames the release in its work items' release versions too. */
    async update(caller: Caller, id: string, input: UpdateRelease): Promise<Release> {
      mustManage(caller);
      await naming(() =>
        repo.transaction(async (r) => {
          const release = await lockedRelease(r, caller, id);
          const fields = await checkedFields(r, caller, input);
          await r.update(id, fields);
          if (fields.name !== release.name) {
            await r.renameInWorkItems(caller.customerId, release.initiativeId, release.name, fields.name);
          }
        }),
      );
      return presented(caller, id);
    },

    async complete(caller: Caller, id: string): Promise<Release> {
      mustManage(caller);
      await repo.transaction(async (r) => {
        const { status } = await lockedRelease(r, caller, id);
        // The rule that offers the complete button: a completed release is not completed again.
        if (status !== 'Deleted' && !canCompleteRelease(caller.role, { status })) {
          throw appError('RELEASE_COMPLETED');
        }
        await r.update(id, { status: 'Completed' });
      });
      return presented(caller, id);
    },

    /** Soft: the release is marked Deleted, leaves every list, and its name is free again. */
    async remove(caller: Caller, id: string): Promise<void> {
      mustManage(caller);
      await repo.transaction(async (r) => {
        await lockedRelease(r, caller, id);
        await r.update(id, { status: 'Deleted' });
      });
    },

    async dashboard(caller: Caller, id: string): Promise<ReleaseDashboard> {
      const release = await presented(caller, id);
      const rows = await repo.dashboardItems(caller, release.initiative.id, release.name);
      const today = todayFor(caller, now());
      return releaseDashboard(release, rows, today);
    },

    /** A work item's release version suggestions: its project's initiative's releases, by name. */
    async names(caller: Caller, projectId: string): Promise<string[]> {
      return repo.namesForProject(caller.customerId, projectId);
    },
  };
}
