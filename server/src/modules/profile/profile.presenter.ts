import type { Profile } from '@squadboard/domain/profile/profile.schema';
import type { UserWithCustomer } from '../../db/schema/index.ts';
import { presentSessionUser } from '../auth/auth.presenter.ts';

export function presentProfile(found: UserWithCustomer): Profile {
  return { ...presentSessionUser(found), teamNos: found.customer.teamNos };
}
