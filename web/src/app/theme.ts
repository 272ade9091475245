import {
  type AnchorFactory,
  type AutocompleteFactory,
  type AvatarFactory,
  type AvatarGroupFactory,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerFactory,
  defaultVariantColorsResolver,
  type ExtendComponent,
  type FactoryPayload,
  type InputWrapperFactory,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type ModalFactory,
  type MultiSelectFactory,
  type NumberInputFactory,
  type PasswordInputFactory,
  parseThemeColor,
  type SelectFactory,
  type TextareaFactory,
  type TextInputFactory,
  type VariantColorsResolver,
} from '@mantine/core';
import { DIALOG_WIDTH, dialogKind } from '../lib/dialog-size.ts';
import { UI } from '../lib/ui-strings.ts';
import {
  darkenUntilReadable,
  type ReadablePalette,
  readablePalette,
  readableTextOn,
  WHITE,
} from './theme-contrast.ts';

// A calm indigo brand with the spec's breakpoints: sm = 820px (side menu becomes a drawer) and
// md = 920px. Keep postcss.config.cjs and lib/media-queries.ts in step when changing them.
const brand: MantineColorsTuple = [
  '#eef2ff',
  '#dce2fb',
  '#b6c2f1',
  '#8ca0e8',
  '#6a83e0',
  '#5470dc',
  '#4866db',
  '#3956c3',
  '#304caf',
  '#24419b',
];

const PRIMARY_SHADE = { light: 6, dark: 5 } as const;

// Components resolve their colours on every render; a palette's readable colours are worked out once.
const readableCache = new WeakMap<MantineColorsTuple, ReadablePalette>();

/** A palette's readable light-scheme colours (theme-contrast.ts). */
export function readableColours(tuple: MantineColorsTuple): ReadablePalette {
  let readable = readableCache.get(tuple);
  if (!readable) {
    readable = readablePalette(tuple, PRIMARY_SHADE.light);
    readableCache.set(tuple, readable);
  }
  return readable;
}

const gray = DEFAULT_THEME.colors.gray;
/**
 * Secondary text (`c="dimmed"`, descriptions): Mantine's gray-6 is 3.3:1 on white. This is the
 * lightest grey that still reads on white, the light grey surfaces and a hovered row (gray-2).
 */
export const DIMMED = darkenUntilReadable(gray[6], gray[2]);
/** Input placeholders sit on white; gray-5 is 2.1:1. */
export const PLACEHOLDER = darkenUntilReadable(gray[5], WHITE);

/**
 * Filled surfaces (buttons, badges, avatars, action icons) get the text colour that reads on
 * them: white on the readable shade of a palette colour, and black on light backgrounds such as
 * yellow or the avatar colours of spec 000 §9, where white would be about 2:1.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') {
    return colours;
  }
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const tuple =
    parsed.isThemeColor && parsed.shade === undefined ? input.theme.colors[parsed.color] : undefined;
  return { ...colours, color: tuple ? readableColours(tuple).filledText : readableTextOn(parsed.value) };
};

/**
 * The light scheme's colour variables, raised to WCAG AA (4.5:1): what filled, light, outline
 * and subtle variants, `c="<colour>"`, links, errors and dimmed text resolve to. Passed to
 * MantineProvider (providers.tsx); the dark scheme keeps Mantine's values (the app is light only).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    '--mantine-color-error': readableColours(resolved.colors.red).text,
    '--mantine-color-anchor': readableColours(resolved.colors[resolved.primaryColor] ?? brand).text,
  };
  for (const [name, tuple] of Object.entries(resolved.colors)) {
    const readable = readableColours(tuple);
    light[`--mantine-color-${name}-filled`] = readable.filled;
    light[`--mantine-color-${name}-filled-hover`] = readable.filledHover;
    light[`--mantine-color-${name}-text`] = readable.text;
    light[`--mantine-color-${name}-outline`] = readable.text;
    light[`--mantine-color-${name}-light-color`] = readable.lightColor;
  }
  return { variables: {}, light, dark: {} };
};

/**
 * What `NumberInput.extend(config)` does (Mantine's `extend` is the identity), typed the same way,
 * without naming the component: naming it would put NumberInput, MultiSelect, Autocomplete… in
 * the entry chunk that every page, sign-in included, downloads.
 */
function extend<Payload extends FactoryPayload>(config: ExtendComponent<Payload>): MantineThemeComponent {
  return config as MantineThemeComponent;
}

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: PRIMARY_SHADE,
  colors: { brand },
  variantColorResolver,
  defaultRadius: 'md',
  cursorType: 'pointer',
  breakpoints: {
    xs: '36em',
    sm: '51.25em',
    md: '57.5em',
    lg: '75em',
    xl: '88em',
  },
  headings: { fontWeight: '700' },
  components: {
    // Labels stay exactly the field's name (no " *" inside the <label>), so assistive technology
    // and label-based test queries read "Password", not "Password *". Required fields still carry
    // the required attribute (aria-required); optional ones say so in their description.
    TextInput: extend<TextInputFactory>({ defaultProps: { withAsterisk: false } }),
    Textarea: extend<TextareaFactory>({ defaultProps: { withAsterisk: false } }),
    NumberInput: extend<NumberInputFactory>({ defaultProps: { withAsterisk: false } }),
    // Choosing the option already chosen keeps it (Mantine would clear it, and a required field
    // then says it is missing); an optional select is cleared with its clear button.
    Select: extend<SelectFactory>({ defaultProps: { withAsterisk: false, allowDeselect: false } }),
    MultiSelect: extend<MultiSelectFactory>({ defaultProps: { withAsterisk: false } }),
    Autocomplete: extend<AutocompleteFactory>({ defaultProps: { withAsterisk: false } }),
    InputWrapper: extend<InputWrapperFactory>({ defaultProps: { withAsterisk: false } }),
    // Mantine names the eye button "Toggle password visibility", which a label search for
    // "Password" also finds; a name without the field's word keeps every field label unique.
    PasswordInput: extend<PasswordInputFactory>({
      defaultProps: {
        withAsterisk: false,
        visibilityToggleButtonProps: { 'aria-label': UI.toggleVisibility },
      },
    }),
    // Overlapping avatars keep their initials whole (theme.css); 'xs' leaves room for legible ones.
    Avatar: extend<AvatarFactory>({ classNames: { placeholder: 'sb-avatar-placeholder' } }),
    AvatarGroup: extend<AvatarGroupFactory>({
      classNames: { group: 'sb-avatar-group' },
      defaultProps: { spacing: 'xs' },
    }),
    // A link inside a sentence must not rely on colour alone (WCAG 1.4.1): the brand colour is
    // barely 1.1:1 against dimmed text, so links are underlined, not only on hover.
    Anchor: extend<AnchorFactory>({ defaultProps: { underline: 'always' } }),
    // Mantine's dialog close buttons have no accessible name of their own. Every dialog is one of
    // the spec's two widths (lib/dialog-size.ts); a normal one fills a phone's screen (theme.css).
    Modal: extend<ModalFactory>({
      defaultProps: { closeButtonProps: { 'aria-label': UI.close } },
      classNames: (_theme, props) => ({ root: `sb-dialog-${dialogKind(props.size)}` }),
      vars: (_theme, props) => ({
        root: { '--modal-size': `calc(${DIALOG_WIDTH[dialogKind(props.size)]}px * var(--mantine-scale))` },
      }),
    }),
    Drawer: extend<DrawerFactory>({ defaultProps: { closeButtonProps: { 'aria-label': UI.close } } }),
  },
});
