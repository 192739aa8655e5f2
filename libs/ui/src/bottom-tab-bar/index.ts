export { BottomTabBar, type BottomTabBarItem, type BottomTabBarProps } from './bottom-tab-bar';
export type { TabIconName } from './tab-icons';
