import { UnstyledButton } from '@mantine/core';
import { linkRoot, type LinkComponent } from '../link-component';
import classes from './bottom-tab-bar.module.css';
import { TabIcon, type TabIconName } from './tab-icons';

export interface BottomTabBarItem {
  /** The tab's visible name, which is also its accessible name; kept on one line. */
  label: string;
  /** The icon above the label (beside it from `sm` up). */
  icon: TabIconName;
  /** Whether this tab's view is the one shown (aria-current="page"). */
  current?: boolean;
  /** Shows this tab's view; ignored when `href` is given. */
  onClick?: () => void;
  /** Makes the tab a link to another screen instead of a view of this one. */
  href?: string;
}

export interface BottomTabBarProps {
  /** Accessible name of the navigation landmark, e.g. the screen's name. */
  label: string;
  /** The tabs, left to right. */
  items: BottomTabBarItem[];
  /** Router link for tabs with `href`, e.g. react-router's `Link`; a plain `<a>` without one. */
  linkComponent?: LinkComponent;
}

/**
 * The phone layout's tab bar, fixed to the bottom of the screen below `sm` and a row of tabs where the screen
 * places it from `sm` up (docs/phone-layouts.md): buttons switch views, links leave.
 */
export function BottomTabBar({ label, items, linkComponent }: BottomTabBarProps) {
  return (
    <nav aria-label={label} className={classes.bar}>
      {items.map((item) => {
        const content = (
          <>
            <TabIcon name={item.icon} />
            <span className={classes.label}>{item.label}</span>
          </>
        );
        return item.href === undefined ? (
          <UnstyledButton key={item.label} className={classes.tab} aria-current={item.current ? 'page' : undefined} onClick={item.onClick}>
            {content}
          </UnstyledButton>
        ) : (
          <UnstyledButton key={item.label} component="a" href={linkComponent ? undefined : item.href} renderRoot={linkRoot(item.href, linkComponent)} className={classes.tab}>
            {content}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
