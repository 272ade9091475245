import { MENU } from '@squadboard/domain';

/** The side-menu label for a path (a spec string), so placeholders and menu always agree. */
export function menuLabelFor(path: string): string {
  for (const group of MENU) {
    if (group.path === path) {
      return group.label;
    }
    const entry = group.entries.find((e) => e.path === path);
    if (entry) {
      return entry.label;
    }
  }
  throw new Error(`No menu entry for ${path}`);
}
