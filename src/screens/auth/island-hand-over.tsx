import { useEffect } from 'react';
import { PageLoader } from '../../app/page-loader';

/**
 * /auth, /auth/grant_access and the arrival pages /auth/fleetmanagement, /auth/leasewise inside the React app.
 * Those sign-in pages are the login island (src/login-island), which only a page load starts (src/main.tsx);
 * the app itself goes to /auth by page load too (actors.ts, main layout). Should anything still route here in-app, the page is loaded
 * anew, which starts the island: one copy of each sign-in page, not two.
 */
export default function IslandHandOver() {
  useEffect(() => location.replace(location.href), []);
  return <PageLoader />;
}
