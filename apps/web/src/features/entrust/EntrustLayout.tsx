// The frame of /account/entrust/*: the entrust tab bar over the chosen page.
import { Outlet } from 'react-router';
import { EntrustTabs } from './EntrustTabs.tsx';
import styles from './EntrustPage.module.css';

export default function EntrustLayout() {
  return (
    <>
      <div className={styles.navFrame}>
        <EntrustTabs />
      </div>
      <Outlet />
    </>
  );
}
