import { Stack, Switch } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { MSG } from '@squadboard/domain';

const M = MSG.retroSprint;

/** The time offered when the setting is first turned on: mid-afternoon of the sprint's last day. */
export const FIRST_SPRINT_RETRO_TIME = '15:00';

interface SprintRetroSettingProps {
  /** 'HH:MM', or null while the setting is off. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

/**
 * "A retro at the end of every sprint", on the squad's Edit dialog: the squad's lead
 * (and a Super Admin) edit the squad's people there already, and they are the ones who run its
 * retros; Sprint Settings is organised by cadence (the enterprise one has no squad to set it on).
 */
export function SprintRetroSetting({ value, onChange, error }: SprintRetroSettingProps) {
  return (
    <Stack gap="xs">
      <Switch
        label={M.settingLabel}
        description={M.settingHint}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? FIRST_SPRINT_RETRO_TIME : null)}
      />
      {value !== null ? (
        <TimeInput
          label={M.timeLabel}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          maw={200}
        />
      ) : null}
    </Stack>
  );
}
