import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { BILLING_LIMITS } from '@squadboard/domain/billing/billing.model';
import { useState } from 'react';
import { isFailureCode, showFailure } from '../../../../lib/failures.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCancelPlan } from '../../api/cancel-plan.ts';
import { PROFILE_UI } from '../../profile-strings.ts';

const UI = PROFILE_UI.cancelDialog;

export interface CancelRenewalDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The last day of the paid period, as people read it. */
  endsOn: string;
  /** After the server set the plan to end (the caller shows the confirmation). */
  onCancelled: () => void;
}

/** Cancel Renewal (spec 000 §2): an optional comment, then Finish sets the plan to end with its period. */
export function CancelRenewalDialog({ opened, onClose, endsOn, onCancelled }: CancelRenewalDialogProps) {
  const cancel = useCancelPlan();
  const [comment, setComment] = useState('');
  const close = () => {
    if (!cancel.isPending) {
      setComment('');
      onClose();
    }
  };
  const finish = () =>
    cancel.mutate(
      { comment: comment.trim() },
      {
        onSuccess: () => {
          setComment('');
          onCancelled();
          toast.success(MSG.billing.cancelled);
        },
        onError: (error) => {
          // Someone else (another tab, another Super Admin) cancelled first: nothing to do.
          if (isFailureCode(error, 'ALREADY_CANCELLED')) {
            setComment('');
            onClose();
            toast.info(MSG.billing.alreadyCancelled);
            return;
          }
          showFailure(error);
        },
      },
    );

  return (
    <Modal opened={opened} onClose={close} title={UI.title} centered>
      <Stack gap="md">
        <Text size="sm">{UI.intro(endsOn)}</Text>
        <Textarea
          label={UI.comments}
          placeholder={UI.commentsPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          maxLength={BILLING_LIMITS.cancelCommentMax}
          rows={4}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={cancel.isPending}>
            {UI.back}
          </Button>
          <Button color="red" onClick={finish} loading={cancel.isPending}>
            {UI.finish}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
