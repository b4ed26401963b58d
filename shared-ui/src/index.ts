// The design system shared by the shell and every editor remote (a Module Federation
// singleton): tokens, styles, components, layout hooks, toasts and icons. It loads with
// every page, so it imports no zod and nothing of the editors (that is editor-kit).
// Styles: import 'shared-ui/styles.css' once, in the host.

export { Banner, type BannerKind, type BannerProps } from './components/Banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { Card, type CardProps } from './components/Card';
export { CharacterCount, type CharacterCountProps } from './components/CharacterCount';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export { Dialog, type DialogProps } from './components/Dialog';
export { FullPageSpinner } from './components/FullPageSpinner';
export { HorizontalSlider, type HorizontalSliderProps } from './components/HorizontalSlider';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { LeaveGuard, type LeaveGuardProps } from './components/LeaveGuard';
export { Menu, type MenuItem, type MenuProps } from './components/Menu';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { SideList, type SideListItem, type SideListProps } from './components/SideList';
export { Slider, type SliderProps } from './components/Slider';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { TextField, type TextFieldProps } from './components/TextField';
export { VisuallyHidden } from './components/VisuallyHidden';
export { UiKitDemo } from './demo/lazy-ui-kit-demo';
export type { UiKitDemoProps } from './demo/UiKitDemo';
export {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  EyeIcon,
  EyeOffIcon,
  MenuIcon,
  PencilIcon,
  PlusIcon,
  RedoIcon,
  TrashIcon,
  UndoIcon,
  UserIcon,
} from './icons/icons';
export type { IconProps } from './icons/SvgIcon';
export { cx } from './internal/cx';
export { mergeRefs } from './internal/mergeRefs';
export { BREAKPOINTS } from './layout/breakpoints';
export { useIsNarrow, useMediaQuery } from './layout/useMediaQuery';
export { useViewportWidth } from './layout/useViewportWidth';
export {
  GuardedBrowserRouter,
  GuardedRouter,
  type GuardedRouterProps,
} from './navigation/GuardedRouter';
export type { RouterHistory } from './navigation/leave-guards';
export {
  pickByWidth,
  TRUNCATION,
  TRUNCATION_BY_WIDTH,
  truncate,
  type WidthTable,
} from './text/truncate';
export { ToastProvider, type ToastProviderProps } from './toast/ToastProvider';
export { TOAST_DURATION_MS, type ToastApi, type ToastKind, useToast } from './toast/toastContext';
