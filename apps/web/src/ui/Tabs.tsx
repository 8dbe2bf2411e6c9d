// Tabs on Radix: arrow keys move between tabs, and each panel is labelled by its tab.
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  items: TabItem<V>[];
  label: string;
}

export function Tabs<V extends string>({ value, onValueChange, items, label }: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
