export { Icon, ICON_SIZES, type IconProps, type IconSize } from './Icon';
export { SvgIcon, warnUnknownIcon } from './SvgIcon';
export { ICON_PATHS, isIconName, type IconName } from './iconPaths';
export { VisuallyHidden } from './VisuallyHidden';
export { NearViewport, type NearViewportProps } from './NearViewport';
export { keepFocusInView } from './keepFocusInView';
