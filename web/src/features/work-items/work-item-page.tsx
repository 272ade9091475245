import { AreaPlaceholder } from '../../components/area-placeholder.tsx';

// Stub: replaced by the page itself (issue 13).
export function WorkItemPage() {
  return <AreaPlaceholder title="WorkItemPage" />;
}
