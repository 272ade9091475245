import { Center, Loader } from '@mantine/core';
import { UI } from '../lib/ui-strings.ts';

export function FullPageLoader() {
  return (
    <Center h="100dvh" role="status" aria-label={UI.loading}>
      <Loader />
    </Center>
  );
}
