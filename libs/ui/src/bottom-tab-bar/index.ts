export { BottomTabBar, type BottomTabBarItem, type BottomTabBarProps } from './bottom-tab-bar';
