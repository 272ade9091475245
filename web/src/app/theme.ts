import {
  Autocomplete,
  createTheme,
  Drawer,
  InputWrapper,
  type MantineColorsTuple,
  Modal,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Textarea,
  TextInput,
} from '@mantine/core';
import { UI } from '../lib/ui-strings.ts';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
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
    TextInput: TextInput.extend({ defaultProps: { withAsterisk: false } }),
    Textarea: Textarea.extend({ defaultProps: { withAsterisk: false } }),
    NumberInput: NumberInput.extend({ defaultProps: { withAsterisk: false } }),
    Select: Select.extend({ defaultProps: { withAsterisk: false } }),
    MultiSelect: MultiSelect.extend({ defaultProps: { withAsterisk: false } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { withAsterisk: false } }),
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // Mantine names the eye button "Toggle password visibility", which a label search for
    // "Password" also finds; a name without the field's word keeps every field label unique.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        withAsterisk: false,
        visibilityToggleButtonProps: { 'aria-label': UI.toggleVisibility },
      },
    }),
    // Mantine's dialog close buttons have no accessible name of their own.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': UI.close } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': UI.close } } }),
  },
});
