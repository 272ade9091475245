import { useState } from 'react';
import { OwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';

export interface PickedOwner {
  id: string;
  name: string;
}

interface OwnerFilterProps {
  label: string;
  placeholder: string;
  value: PickedOwner | null;
  onChange: (owner: PickedOwner | null) => void;
  disabled?: boolean;
}

/**
 * The owner picker (the same people search as the forms'), optional: for the toolbar's owner
 * filter and the bulk bar's "Set owner". The × clears it, and what is typed counts only once a
 * person is picked from the list.
 */
export function OwnerFilter({ label, placeholder, value, onChange, disabled }: OwnerFilterProps) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <OwnerPicker
      labels={{ ...UI, owner: label, ownerPlaceholder: placeholder }}
      name={typed ?? value?.name ?? ''}
      required={false}
      disabled={disabled}
      onChange={({ id, name }) => {
        if (id) {
          setTyped(null);
          onChange({ id, name });
        } else {
          setTyped(name);
        }
      }}
      onClear={() => {
        setTyped(null);
        onChange(null);
      }}
      // A name typed but never picked is dropped: the filter shows what it filters by.
      onBlur={() => setTyped(null)}
    />
  );
}
