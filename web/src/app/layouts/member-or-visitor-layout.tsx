import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useMe } from '../../features/auth/api/me.ts';
import { PublicLayout } from './public-layout.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

/**
 * /notification is a public route (spec 000 §2) that members reach from the top bar's bell, so
 * they see it inside their shell and visitors inside the landing layout.
 */
export function MemberOrVisitorLayout() {
  const me = useMe();
  if (me.isPending) {
    return <FullPageLoader />;
  }
  return me.data ? <SignedInLayout /> : <PublicLayout />;
}
