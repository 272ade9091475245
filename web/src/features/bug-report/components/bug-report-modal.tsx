import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, ZBugReport } from '@squadboard/domain';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { UI } from '../../../lib/ui-strings.ts';
import { useCreateBugReport } from '../api/create-bug-report.ts';
import { BUG_REPORT_UI } from '../bug-report-strings.ts';

interface BugReportModalProps {
  opened: boolean;
  onClose: () => void;
  /** Prefilled so the team can answer; the user may clear or change it. */
  defaultEmail: string;
  /** The page the report was made from, to help triage. */
  page: string;
}

export function BugReportModal({ opened, onClose, defaultEmail, page }: BugReportModalProps) {
  // The modal unmounts its content when closed, so each opening starts from a fresh form.
  return (
    <Modal opened={opened} onClose={onClose} title={MSG.topBar.reportBug} centered size="lg">
      <BugReportForm onClose={onClose} defaultEmail={defaultEmail} page={page} />
    </Modal>
  );
}

function BugReportForm({ onClose, defaultEmail, page }: Omit<BugReportModalProps, 'opened'>) {
  const create = useCreateBugReport();
  const form = useForm({
    initialValues: { description: '', email: defaultEmail },
    validate: zodResolver(ZBugReport),
  });

  const submit = form.onSubmit((values) => {
    create.mutate(parseWith(ZBugReport, { ...values, page }), {
      onSuccess: () => {
        toast.success(MSG.bugReport.sent);
        onClose();
      },
      onError: (error) => showFailure(error, { form }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={BUG_REPORT_UI.description}
          placeholder={BUG_REPORT_UI.descriptionPlaceholder}
          required
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
          {...form.getInputProps('description')}
        />
        <TextInput
          label={BUG_REPORT_UI.email}
          description={BUG_REPORT_UI.emailHint}
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {UI.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
