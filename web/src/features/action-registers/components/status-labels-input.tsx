import { ACTION_REGISTER_LIMITS } from '@squadboard/domain/action-registers/action-register.model';
import { LabelsInput } from '../../../components/labels-input.tsx';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';

interface StatusLabelsInputProps {
  value: string[];
  onChange: (labels: string[]) => void;
  error?: string | null;
}

/** Spec 001 §5 "Custom status labels": Add+ or Enter adds, empty and repeats are ignored, × removes. */
export function StatusLabelsInput({ value, onChange, error }: StatusLabelsInputProps) {
  return (
    <LabelsInput
      value={value}
      onChange={onChange}
      maxLabels={ACTION_REGISTER_LIMITS.statusLabelsMax}
      maxLength={ACTION_REGISTER_LIMITS.statusLabelMax}
      label={UI.statusLabels}
      description={UI.statusLabelsHint}
      strings={{
        newLabel: UI.newStatusLabel,
        placeholder: UI.newStatusPlaceholder,
        add: UI.addStatusLabel,
        remove: UI.removeStatusLabel,
      }}
      error={error}
    />
  );
}
