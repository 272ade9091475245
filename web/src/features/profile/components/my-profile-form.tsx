import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { canEditCompanyName } from '@squadboard/domain/profile/profile.rules';
import { type Profile, ZProfileUpdate } from '@squadboard/domain/profile/profile.schema';
import { TIME_ZONES } from '@squadboard/domain/profile/time-zones';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { browserTimeZone } from '../browser-time-zone.ts';
import { PROFILE_UI } from '../profile-strings.ts';

const TIME_ZONE_DATA = TIME_ZONES.map((zone) => ({ value: zone.value, label: zone.label }));

function valuesOf(profile: Profile) {
  return {
    companyName: profile.companyName ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    location: profile.location ?? '',
    // Someone who never chose a zone starts from the browser's, so a first save is not refused.
    timeZone: profile.timeZone ?? browserTimeZone() ?? '',
  };
}

export function MyProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const mayRename = canEditCompanyName(profile.role);
  const form = useForm({ initialValues: valuesOf(profile), validate: zodResolver(ZProfileUpdate) });

  const submit = form.onSubmit((values) => {
    const { companyName, ...rest } = parseWith(ZProfileUpdate, values);
    // Only a Super Admin sends the company name; the server refuses anyone else changing it.
    const body = mayRename ? { ...rest, companyName: companyName ?? null } : rest;
    update.mutate(body, {
      onSuccess: ({ profile: saved }) => {
        form.setInitialValues(valuesOf(saved));
        form.setValues(valuesOf(saved));
        toast.success(MSG.profile.updated);
      },
      onError: (error) => showFailure(error, { form, fallback: MSG.profile.updateFailed }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={PROFILE_UI.userName}
            description={PROFILE_UI.userNameHint}
            value={profile.email}
            disabled
            readOnly
          />
          <TextInput
            label={PROFILE_UI.companyName}
            description={mayRename ? PROFILE_UI.optional : PROFILE_UI.companyNameHint}
            disabled={!mayRename}
            autoComplete="organization"
            {...form.getInputProps('companyName')}
          />
          <TextInput
            label={PROFILE_UI.firstName}
            required
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={PROFILE_UI.lastName}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={PROFILE_UI.location}
            description={PROFILE_UI.optional}
            autoComplete="address-level2"
            {...form.getInputProps('location')}
          />
          <Select
            label={PROFILE_UI.timeZone}
            placeholder={PROFILE_UI.timeZonePlaceholder}
            description={PROFILE_UI.timeZoneHint}
            required
            searchable
            allowDeselect={false}
            data={TIME_ZONE_DATA}
            maxDropdownHeight={280}
            nothingFoundMessage="—"
            {...form.getInputProps('timeZone')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={update.isPending}>
            {PROFILE_UI.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {PROFILE_UI.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
