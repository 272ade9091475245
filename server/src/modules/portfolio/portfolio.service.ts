import { type Caller, MSG, personName } from '@squadboard/domain';
import { canShapePortfolio } from '@squadboard/domain/portfolio/portfolio.rules';
import type {
  CreatePortfolioNode,
  PortfolioCounts,
  PortfolioNode,
  UpdatePortfolioNode,
} from '@squadboard/domain/portfolio/portfolio.schema';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/unique-violation.ts';
import { appError, invalidField } from '../../http/app-error.ts';
import { NO_COUNTS, presentPortfolioNode } from './portfolio.presenter.ts';
import type { PortfolioNodeRow, PortfolioRepository, ProjectCounts } from './portfolio.repository.ts';

// The portfolio: Initiatives and their Projects. Everyone of the organisation reads it (work
// items, registers and RAID name projects); only a Super Admin shapes it (spec 000 §4 menu rules:
// Create Portfolio and Portfolio List are theirs alone).

export type PortfolioService = ReturnType<typeof createPortfolioService>;

function sum(a: PortfolioCounts, b: ProjectCounts): PortfolioCounts {
  return {
    features: a.features + b.features,
    epics: a.epics + b.epics,
    stories: a.stories + b.stories,
    openBugs: a.openBugs + b.openBugs,
    items: a.items + b.items,
    done: a.done + b.done,
  };
}

function requireSuperAdmin(caller: Caller): void {
  if (!canShapePortfolio(caller.role)) {
    throw appError('PORTFOLIO_FORBIDDEN');
  }
}

export function createPortfolioService(deps: { repo: PortfolioRepository }) {
  const { repo } = deps;

  async function ownerNameOf(r: PortfolioRepository, customerId: string, ownerId: string): Promise<string> {
    const owner = await r.owner(customerId, ownerId);
    if (!owner) {
      throw invalidField('ownerId', MSG.portfolio.ownerRequired);
    }
    return personName(owner);
  }

  /** A Project's Initiative must be one of the organisation's Initiatives. */
  async function checkInitiative(
    r: PortfolioRepository,
    customerId: string,
    parentId: string,
  ): Promise<void> {
    const parent = await r.find(customerId, parentId);
    if (parent?.level !== 'Initiative') {
      throw invalidField('parentId', MSG.portfolio.initiativeRequired);
    }
  }

  /** Runs a write, turning a duplicate acronym into its message. */
  async function guardAcronym<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw appError('PORTFOLIO_ACRONYM_TAKEN');
      }
      throw error;
    }
  }

  async function countsOf(
    customerId: string,
    rows: PortfolioNodeRow[],
  ): Promise<Map<string, PortfolioCounts>> {
    const byProject = await repo.countsByProject(customerId);
    const counts = new Map<string, PortfolioCounts>();
    for (const row of rows) {
      if (row.level === 'Project') {
        const own = byProject.get(row.id) ?? NO_COUNTS;
        counts.set(row.id, own);
        if (row.parentId) {
          counts.set(row.parentId, sum(counts.get(row.parentId) ?? NO_COUNTS, own));
        }
      }
    }
    return counts;
  }

  async function get(caller: Caller, id: string): Promise<PortfolioNode> {
    const rows = await repo.list(caller.customerId);
    const row = rows.find((node) => node.id === id);
    if (!row) {
      throw appError('PORTFOLIO_NODE_NOT_FOUND');
    }
    const counts = await countsOf(caller.customerId, rows);
    return presentPortfolioNode(row, caller, counts.get(row.id));
  }

  return {
    /** The whole portfolio with each node's counts; an Initiative's are its projects' together. */
    async list(caller: Caller): Promise<PortfolioNode[]> {
      const rows = await repo.list(caller.customerId);
      const counts = await countsOf(caller.customerId, rows);
      return rows.map((row) => presentPortfolioNode(row, caller, counts.get(row.id)));
    },

    get,

    async create(caller: Caller, input: CreatePortfolioNode): Promise<PortfolioNode> {
      requireSuperAdmin(caller);
      const row = await guardAcronym(() =>
        repo.transaction(async (r) => {
          const ownerName = await ownerNameOf(r, caller.customerId, input.ownerId);
          if (input.level === 'Project' && input.parentId) {
            await checkInitiative(r, caller.customerId, input.parentId);
          }
          return r.insert({
            ...input,
            parentId: input.level === 'Project' ? input.parentId : null,
            customerId: caller.customerId,
            ownerName,
            acronymNumber: await r.nextNumber(caller.customerId, input.level),
            createdBy: caller.id,
          });
        }),
      );
      return presentPortfolioNode(row, caller);
    },

    async update(caller: Caller, id: string, input: UpdatePortfolioNode): Promise<PortfolioNode> {
      requireSuperAdmin(caller);
      await guardAcronym(() =>
        repo.transaction(async (r) => {
          const node = await r.find(caller.customerId, id, { lock: true });
          if (!node) {
            throw appError('PORTFOLIO_NODE_NOT_FOUND');
          }
          const ownerName = await ownerNameOf(r, caller.customerId, input.ownerId);
          let parentId: string | null = null;
          if (node.level === 'Project') {
            parentId = input.parentId ?? node.parentId;
            if (parentId !== node.parentId && parentId) {
              await checkInitiative(r, caller.customerId, parentId);
            }
          }
          return r.update(id, { ...input, parentId, ownerName });
        }),
      );
      return get(caller, id);
    },

    /** Deletes a node with nothing under it; the level's word for the message. */
    async remove(caller: Caller, id: string): Promise<string> {
      requireSuperAdmin(caller);
      return repo.transaction(async (r) => {
        const node = await r.find(caller.customerId, id, { lock: true });
        if (!node) {
          throw appError('PORTFOLIO_NODE_NOT_FOUND');
        }
        if (await r.hasChildren(id)) {
          throw appError('PORTFOLIO_HAS_CHILDREN');
        }
        try {
          await r.remove(id);
        } catch (error) {
          // Something was added under it between the check and the delete.
          throw isForeignKeyViolation(error) ? appError('PORTFOLIO_HAS_CHILDREN') : error;
        }
        return node.level;
      });
    },
  };
}
