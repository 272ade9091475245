import {
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  type KeyboardSensorOptions,
  PointerSensor,
  type Sensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo } from 'react';

// The one drag-and-drop input setup of every board (the live retro board, the sprint board, the
// backlog's planning, the idea canvas): a pointer drag starts only after 6 px, so a click on a
// card still opens it and a tap still scrolls; the keyboard picks up with Space and moves with the
// arrows, by the board's own coordinates (sortable order unless the board says otherwise).

const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };

export function useBoardSensors(
  keyboard: {
    /** A keyboard sensor of the board's own (the backlog's steps from sprint to sprint). */
    sensor?: Sensor<KeyboardSensorOptions>;
    /** Keep it stable across renders (a module function, or one kept in state). */
    coordinateGetter?: KeyboardCoordinateGetter;
  } = {},
) {
  const coordinateGetter = keyboard.coordinateGetter ?? sortableKeyboardCoordinates;
  // The same options object while the getter is the same, so dnd-kit keeps its sensors.
  const keyboardOptions = useMemo(() => ({ coordinateGetter }), [coordinateGetter]);
  return useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(keyboard.sensor ?? KeyboardSensor, keyboardOptions),
  );
}
