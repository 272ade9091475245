import '../test-setup.ts';
import { notifications, notificationsStore } from '@mantine/notifications';
import { LIMITS } from '@squadboard/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast } from './toast.ts';

function visible() {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue];
}

describe('toast', () => {
  beforeEach(() => {
    notifications.clean();
  });

  it('shows the same message only once while it is on screen', () => {
    toast.error('Invalid credentials');
    toast.error('Invalid credentials');
    expect(visible()).toHaveLength(1);
  });

  it('keeps one toast at a time: a different message replaces the current one', () => {
    toast.error('Invalid credentials');
    toast.success('Login successful.');
    const shown = visible();
    expect(shown).toHaveLength(1);
    expect(shown[0]?.message).toBe('Login successful.');
  });

  it('closes itself after the spec timeout', () => {
    toast.info('Activation code successfully sent.');
    const autoClose = Number(visible()[0]?.autoClose);
    expect(Math.abs(autoClose - LIMITS.toastMs)).toBeLessThanOrEqual(1);
  });

  it('shows the message again once the first one has gone', () => {
    toast.warning('Please verify your email to login.');
    notifications.clean();
    toast.warning('Please verify your email to login.');
    expect(visible()).toHaveLength(1);
  });
});
