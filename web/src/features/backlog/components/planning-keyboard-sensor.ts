import { KeyboardSensor, type KeyboardSensorProps, type SensorInstance } from '@dnd-kit/core';

// dnd-kit's KeyboardSensor, without its page scrolling. It assumes ArrowDown moves the item down:
// when the page can scroll, it scrolls by the key's step instead of moving the item, and counts
// that scroll into the move. Planning goes from sprint to sprint in reading order, so ArrowDown
// from a row often goes up to the first sprint of the panel; at the top of a page that can still
// scroll down (any backlog longer than the screen) the "scroll" did nothing and the item landed
// a whole step off, on the wrong sprint. This sensor only moves. The activation (Space or Enter on
// the handle) and the end and cancel keys are dnd-kit's own.

const CODES = { cancel: ['Escape'], end: ['Space', 'Enter', 'Tab'] };

export class PlanningKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;
  autoScrollEnabled = false;
  private readonly props: KeyboardSensorProps;
  private reference: { x: number; y: number } | null = null;
  private readonly cleanups: Array<() => void> = [];

  constructor(props: KeyboardSensorProps) {
    this.props = props;
    const target = props.event.target as Node;
    const doc = target.ownerDocument ?? document;
    const win = doc.defaultView ?? window;
    const cancel = (event: Event) => this.finish(event, false);
    this.listen(win, 'resize', cancel);
    this.listen(win, 'visibilitychange', cancel);
    props.activeNode.node.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    props.onStart({ x: 0, y: 0 });
    // As dnd-kit does: the key that picked the item up must not also drop it.
    const timer = setTimeout(() =>
      this.listen(doc, 'keydown', (event) => this.onKey(event as KeyboardEvent)),
    );
    this.cleanups.push(() => clearTimeout(timer));
  }

  private listen(target: EventTarget, type: string, handler: (event: Event) => void): void {
    target.addEventListener(type, handler);
    this.cleanups.push(() => target.removeEventListener(type, handler));
  }

  private onKey(event: KeyboardEvent): void {
    if (CODES.end.includes(event.code)) {
      this.finish(event, true);
      return;
    }
    if (CODES.cancel.includes(event.code)) {
      this.finish(event, false);
      return;
    }
    const { active, context, options } = this.props;
    const { collisionRect } = context.current;
    const current = collisionRect ? { x: collisionRect.left, y: collisionRect.top } : { x: 0, y: 0 };
    this.reference ??= current;
    const next = options.coordinateGetter?.(event, {
      active,
      context: context.current,
      currentCoordinates: current,
    });
    if (next) {
      event.preventDefault();
      this.props.onMove({ x: next.x - this.reference.x, y: next.y - this.reference.y });
    }
  }

  private finish(event: Event, drop: boolean): void {
    event.preventDefault();
    for (const cleanup of this.cleanups.splice(0)) {
      cleanup();
    }
    if (drop) {
      this.props.onEnd();
    } else {
      this.props.onCancel();
    }
  }
}
