import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { CURRENCIES, currencyLabel } from '@squadboard/domain/settings/currencies';
import {
  type CompanySettings,
  SETTINGS_LIMITS,
  ZSaveSettings,
} from '@squadboard/domain/settings/settings.schema';
import { showFailure } from '../../lib/failures.ts';
import { parseWith, zodResolver } from '../../lib/form.ts';
import { toast } from '../../lib/toast.ts';
import { UI } from '../../lib/ui-strings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSettings } from './api/get-settings.ts';
import { useSaveSettings } from './api/save-settings.ts';
import { useSetReleaseNotification } from './api/set-release-notification.ts';
import { SETTINGS_UI } from './settings-strings.ts';

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c.code, label: currencyLabel(c.code) }));

export function SettingsPage() {
  usePageTitle(SETTINGS_UI.title);
  const settings = useSettings();
  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {SETTINGS_UI.title}
      </Title>
      {settings.data ? (
        <>
          <CompanyForm settings={settings.data} />
          <NotificationSettings settings={settings.data} />
        </>
      ) : settings.isError ? (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{MSG.generic.somethingWentWrong}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
              {UI.tryAgain}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={UI.loading} />
        </Center>
      )}
    </Stack>
  );
}

function CompanyForm({ settings }: { settings: CompanySettings }) {
  const save = useSaveSettings();
  const form = useForm<{ workingHours: number | string; currency: string | null }>({
    initialValues: { workingHours: settings.workingHours ?? '', currency: settings.currency },
    validate: zodResolver(ZSaveSettings),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(parseWith(ZSaveSettings, values), {
      // The server says whether this was the first save ('created') or a later one ('updated').
      onSuccess: (result) => {
        toast.success(result.message);
        form.resetDirty();
      },
      onError: (error) => showFailure(error, { form }),
    });
  });

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="company-heading"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg" id="company-heading">
              {SETTINGS_UI.companyHeading}
            </Title>
            <Text size="sm" c="dimmed">
              {SETTINGS_UI.companyIntro}
            </Text>
          </Stack>
          <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
            <NumberInput
              label={MSG.settings.workingHours}
              min={0}
              max={SETTINGS_LIMITS.maxWorkingHours}
              step={0.5}
              decimalScale={2}
              allowNegative={false}
              miw={200}
              {...form.getInputProps('workingHours')}
            />
            <Select
              label={MSG.settings.currency}
              placeholder={MSG.settings.selectCurrency}
              data={CURRENCY_OPTIONS}
              searchable
              allowDeselect={false}
              nothingFoundMessage={MSG.sprint.noData}
              miw={200}
              {...form.getInputProps('currency')}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {SETTINGS_UI.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function NotificationSettings({ settings }: { settings: CompanySettings }) {
  const toggle = useSetReleaseNotification();
  // While saving, show the choice being made; on failure the query data (unchanged) shows again.
  const checked = toggle.isPending
    ? Boolean(toggle.variables?.releaseNotification)
    : settings.releaseNotification;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="notification-heading"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="notification-heading">
          {MSG.settings.notificationSettings}
        </Title>
        <Switch
          label={MSG.settings.releaseTagging}
          description={SETTINGS_UI.releaseTaggingHint}
          checked={checked}
          disabled={toggle.isPending}
          onChange={(event) =>
            toggle.mutate(
              { releaseNotification: event.currentTarget.checked },
              { onError: (error) => showFailure(error) },
            )
          }
        />
      </Stack>
    </Paper>
  );
}
