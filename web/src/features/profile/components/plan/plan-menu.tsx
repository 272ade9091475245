import { ActionIcon, Menu } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconCreditCard, IconDotsVertical, IconX } from '@tabler/icons-react';
import { showFailure } from '../../../../lib/failures.ts';
import { browserNavigation } from '../../../../lib/leave-app.ts';
import { useUpdatePaymentMethod } from '../../api/update-payment-method.ts';
import { PROFILE_UI } from '../../profile-strings.ts';

const UI = PROFILE_UI.plan;

/**
 * The plan's menu (spec 000 §2): 'Cancel membership' (the caller decides between the dialog and
 * 'Already cancelled the plan.') and 'Update payment method', which leaves for the provider's page.
 */
export function PlanMenu({ onCancelMembership }: { onCancelMembership: () => void }) {
  const update = useUpdatePaymentMethod();
  const updatePayment = () =>
    update.mutate(undefined, {
      onSuccess: ({ url }) => browserNavigation.assign(url),
      // The spec's one answer whatever the refusal, told as information.
      onError: (error) => showFailure(error, { message: MSG.billing.paymentUpdateFailed, variant: 'info' }),
    });

  return (
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={UI.options}
          loading={update.isPending}
        >
          <IconDotsVertical size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconX size={16} aria-hidden />} onClick={onCancelMembership}>
          {UI.cancelMembership}
        </Menu.Item>
        <Menu.Item leftSection={<IconCreditCard size={16} aria-hidden />} onClick={updatePayment}>
          {UI.updatePaymentMethod}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
