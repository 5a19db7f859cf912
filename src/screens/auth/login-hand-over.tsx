import { useEffect } from 'react';
import { PageLoader } from '../../app/page-loader';

/**
 * /auth inside the React app. The sign-in form is the login island (src/login-island), which only a
 * page load of /auth starts (src/main.tsx); the app itself goes to /auth by page load too (actors.ts,
 * main layout, the invitation page's link). Should anything still route here in-app, the page is
 * loaded anew, which starts the island: one sign-in form, not two.
 */
export default function LoginHandOver() {
  useEffect(() => location.replace(location.href), []);
  return <PageLoader />;
}
