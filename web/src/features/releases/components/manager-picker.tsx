import type { UseFormReturnType } from '@mantine/form';
import { OwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import type { ReleaseFormValues } from '../release-form.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';

/**
 * The release train manager (spec 001 §2.7: searched by first or last name), bound to the form's
 * id (sent) and name (shown); optional, so it can be cleared. The modal's and the row edit's.
 */
export function ManagerPicker({ form }: { form: UseFormReturnType<ReleaseFormValues> }) {
  return (
    <OwnerPicker
      labels={UI.managerPicker}
      required={false}
      name={form.values.releaseTrainManagerName}
      error={form.errors.releaseTrainManagerId}
      onChange={({ id, name }) => {
        form.setValues({ releaseTrainManagerId: id, releaseTrainManagerName: name });
        form.clearFieldError('releaseTrainManagerId');
      }}
      onClear={() => form.setValues({ releaseTrainManagerId: null, releaseTrainManagerName: '' })}
    />
  );
}
