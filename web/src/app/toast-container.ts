// Loaded lazily by providers.tsx. Importing '@mantine/notifications' itself dynamically would
// keep its every export (container, transitions, styles) in the entry chunk, because toast.ts
// imports the same module statically for its store; this module narrows it to the container.
export { Notifications } from '@mantine/notifications';
