import type { Profile } from '@squadboard/domain/profile/profile.schema';
import { presentSessionUser } from '../auth/auth.presenter.ts';
import type { UserWithCustomer } from '../auth/auth.repository.ts';

export function presentProfile(found: UserWithCustomer): Profile {
  return { ...presentSessionUser(found), teamNos: found.customer.teamNos };
}
